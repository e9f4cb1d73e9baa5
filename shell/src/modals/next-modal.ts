import { type ModalState } from '@casino/platform';

const NEXT = 'next';
const NEXT_PREFIX = 'next.';

/**
 * The login dialog's params that remember a member dialog asked for while signed out
 * (`?modal=login&modal.next=withdraw&modal.next.tab=details`), so signing in opens it.
 */
export function rememberNext(modal: ModalState): Record<string, string> {
  return { [NEXT]: modal.id, ...Object.fromEntries(Object.entries(modal.params).map(([key, value]) => [NEXT_PREFIX + key, value])) };
}

/** The dialog to open once signed in, from the login (or sign-up) dialog's params. */
export function readNext(params: Record<string, string>): ModalState | null {
  const id = params[NEXT];
  if (!id) return null;
  const nextParams = Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => key.startsWith(NEXT_PREFIX))
      .map(([key, value]) => [key.slice(NEXT_PREFIX.length), value]),
  );
  return { id, params: nextParams };
}

/** Only the remembered dialog, for passing it on (login to sign-up and back). */
export function keepNext(params: Record<string, string>): Record<string, string> {
  const next = readNext(params);
  return next ? rememberNext(next) : {};
}
