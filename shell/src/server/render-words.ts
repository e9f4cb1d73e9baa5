import type { Lang } from '@casino/platform';
import { I18nService } from '@casino/platform/server';
import { SHELL_NAMESPACE, shellResources } from '../i18n/resources';

/**
 * The render process's words, one i18n service per language and set of remote versions, kept
 * between renders: setting up i18next and taking in every namespace took about a millisecond
 * of each render. A render only reads words, in its one language; renders of other versions
 * (a canary) get a service of their own, so a remote's words never mix with another version's.
 */
export class RenderWords {
  readonly #services = new Map<string, I18nService>();

  constructor(private readonly limit = 32) {}

  /** `remotes`: the render's remote versions, by name (the registry, parsed). */
  for(language: Lang, remotes: Readonly<Record<string, { version: string }>>): I18nService {
    const versions = Object.keys(remotes)
      .sort()
      .map((name) => `${name}@${remotes[name]!.version}`)
      .join(',');
    const key = `${language}|${versions}`;
    const known = this.#services.get(key);
    if (known) return known;
    const service = new I18nService({ language });
    service.addNamespace(SHELL_NAMESPACE, shellResources);
    if (this.#services.size >= this.limit) this.#services.delete(this.#services.keys().next().value!);
    this.#services.set(key, service);
    return service;
  }
}
