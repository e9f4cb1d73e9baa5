import type { RemoteModuleName, RemoteName } from '@casino/contract';
import type { ComponentType } from 'react';
import type { HttpClient } from './http/http-client';
import type { ModalProps } from './modals/modal-props';

/** What the shell renders an exposed module with: a modal gets ModalProps; a page or a window nothing (it reads the router). */
export type ExposedModuleProps<M extends string> = M extends `${string}Modal` ? ModalProps : Record<string, never>;

/**
 * Holds each module a remote exposes (`typeof import(<its file>)`, keyed as exposes.ts keys it) to
 * a default-exported component that takes what the shell gives it: a modal that wants other
 * props, or a module that is missing or extra, fails the remote's type-check.
 */
export type CheckExposedModules<R extends RemoteName, Modules extends { [M in RemoteModuleName<R>]: { default: ComponentType<ExposedModuleProps<M>> } }> = Modules;

/** What a page's `loadPageData` is given: the platform's http client and the route's params. */
export interface PageDataRequest {
  http: HttpClient;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * A page rendered on the server also exports `loadPageData`: what it shows, fetched before the
 * render. The shell gives the answer back to the page as its `pageData` prop, and the page's
 * store starts from it instead of loading in an effect. `notFound` makes the answer a 404.
 */
export type LoadPageData<D extends object> = (request: PageDataRequest) => Promise<D & { notFound?: boolean }>;
