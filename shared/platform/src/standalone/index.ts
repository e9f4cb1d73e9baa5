// `@casino/platform/standalone`: what a remote's `bootstrap.tsx` mounts when it runs on its own in
// development. Never loaded inside the shell, so not shared.
export { StandalonePages } from './standalone-pages';
export type { StandalonePageLoaders } from './standalone-pages';
