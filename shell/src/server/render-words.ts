import type { Lang } from '@casino/platform';
import { I18nService } from '@casino/platform/server';
import { SHELL_NAMESPACE, shellResources } from '../i18n/resources';
import { KeptByKey } from './kept-by-key';

/**
 * The render process's words, one i18n service per language and set of remote versions, kept
 * between renders: setting up i18next and taking in every namespace took about a millisecond
 * of each render. A render only reads words, in its one language; renders of other versions
 * (a canary) get a service of their own, so a remote's words never mix with another version's.
 */
export class RenderWords {
  readonly #services: KeptByKey<I18nService>;

  constructor(limit = 32) {
    this.#services = new KeptByKey((key) => {
      const service = new I18nService({ language: key.slice(0, key.indexOf('|')) as Lang });
      service.addNamespace(SHELL_NAMESPACE, shellResources);
      return service;
    }, limit);
  }

  /** `remotes`: the render's remote versions, by name (the registry, parsed). */
  for(language: Lang, remotes: Readonly<Record<string, { version: string }>>): I18nService {
    const versions = Object.keys(remotes)
      .sort()
      .map((name) => `${name}@${remotes[name]!.version}`)
      .join(',');
    return this.#services.get(`${language}|${versions}`);
  }
}
