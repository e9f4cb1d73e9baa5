import { Value } from '@sinclair/typebox/value';
import { scriptSafeJson, UNSAFE_IN_SCRIPT } from '../http/script-safe-json';
import { RenderedPageInfo, type RenderedPage, type RenderResult } from './render-protocol';

/** The media type of a render service's answer to a render it made. */
export const RENDER_ANSWER_TYPE = 'application/x-casino-render; charset=utf-8';

/**
 * A render as the service answers it, in three parts the API takes apart without parsing the page:
 * the page's info as JSON, a line break, the state as script-safe JSON (neither has a raw line
 * break), a line break, then the markup as it is. As one JSON document, the markup and state were
 * escaped by the service and parsed back by the API for every page, and the state written again as
 * JSON for the page: about a tenth of each process's time per page.
 */
export function renderAnswer(result: RenderResult): string {
  if (typeof result.markup !== 'string') throw new TypeError('the render gave no markup');
  if (typeof result.state !== 'object' || result.state === null) throw new TypeError('the render gave no state');
  const info: RenderedPageInfo = { status: result.status, head: result.head, title: result.title, description: result.description, leftToBrowser: result.leftToBrowser };
  return framed(info, scriptSafeJson(result.state), result.markup);
}

/** A rendered page framed again as the service answered it (a guest's render, kept as text). */
export function framedPage({ markup, stateJson, ...info }: RenderedPage): string {
  return framed(info, stateJson, markup);
}

const framed = (info: RenderedPageInfo, stateJson: string, markup: string) => `${JSON.stringify(info)}\n${stateJson}\n${markup}`;

/** A render service's answer taken apart; null when it is not one (the page is then left to the browser). */
export function readRenderAnswer(text: string): RenderedPage | null {
  const infoEnd = text.indexOf('\n');
  const stateEnd = infoEnd < 0 ? -1 : text.indexOf('\n', infoEnd + 1);
  if (stateEnd < 0) return null;
  let info: unknown;
  try {
    info = JSON.parse(text.slice(0, infoEnd));
  } catch {
    return null;
  }
  const stateJson = text.slice(infoEnd + 1, stateEnd);
  // The state goes into the page as it is: an object's JSON, which cannot close its element.
  if (!Value.Check(RenderedPageInfo, info) || !stateJson.startsWith('{') || !stateJson.endsWith('}') || UNSAFE_IN_SCRIPT.test(stateJson)) return null;
  return { ...info, stateJson, markup: text.slice(stateEnd + 1) };
}
