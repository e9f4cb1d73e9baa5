import { AWAITING_APP_ATTRIBUTE } from '@casino/contract';
import { LANGUAGE_STORAGE_KEY, toLang } from '@casino/platform';
import { shellResources } from '../i18n/resources';

/**
 * Start-up failed before React could render (bad runtime config, API down): say so in plain
 * DOM, in the visitor's language, and keep the technical reason visible for whoever operates it.
 */
export function renderStartupError(container: HTMLElement, error: unknown): void {
  console.error('[shell] start-up failed:', error);
  let lang = 'ko' as const as keyof typeof shellResources;
  try {
    lang = toLang(localStorage.getItem(LANGUAGE_STORAGE_KEY)) ?? 'ko';
  } catch {
    // storage blocked: Korean, the default
  }
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:480px;margin:64px auto;padding:24px;font-family:sans-serif;color:#eee;background:#1f1f1f;border-radius:8px';
  const text = document.createElement('p');
  text.textContent = shellResources[lang].app.startupFailed;
  const detail = document.createElement('pre');
  detail.style.cssText = 'white-space:pre-wrap;font-size:12px;color:#999';
  detail.textContent = error instanceof Error ? error.message : String(error);
  box.append(text, detail);
  container.replaceChildren(box);
  // No app will take a served page over: its markup is gone, and nothing should wait for it.
  container.removeAttribute(AWAITING_APP_ATTRIBUTE);
}
