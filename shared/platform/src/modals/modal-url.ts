export const MODAL_PARAM = 'modal';
const PARAM_PREFIX = 'modal.';

export type ModalParams = Record<string, string>;

export interface ModalState {
  id: string;
  params: ModalParams;
}

/** Reads `?modal=<id>&modal.<key>=<value>` from a query string. */
export function readModal(search: string): ModalState | null {
  const query = new URLSearchParams(search);
  const id = query.get(MODAL_PARAM);
  if (!id) return null;
  const params: ModalParams = {};
  for (const [key, value] of query) {
    if (key.startsWith(PARAM_PREFIX)) params[key.slice(PARAM_PREFIX.length)] = value;
  }
  return { id, params };
}

/** The query string with the modal written in (or taken out, for null); other params are kept. */
export function writeModal(search: string, modal: ModalState | null): string {
  const query = new URLSearchParams(search);
  for (const key of [...query.keys()]) {
    if (key === MODAL_PARAM || key.startsWith(PARAM_PREFIX)) query.delete(key);
  }
  if (modal) {
    query.set(MODAL_PARAM, modal.id);
    for (const [key, value] of Object.entries(modal.params)) query.set(PARAM_PREFIX + key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function sameModal(a: ModalState | null, b: ModalState | null): boolean {
  if (a === null || b === null) return a === b;
  const aKeys = Object.keys(a.params);
  return a.id === b.id && aKeys.length === Object.keys(b.params).length && aKeys.every((key) => a.params[key] === b.params[key]);
}
