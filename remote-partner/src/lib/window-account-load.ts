import type { AccountProblemKind } from '../components/account-problem';
import { errorMessage, isNotFound } from './error-message';

/** Where a window stands with the account its address names. */
export type WindowAccountLoad = { status: 'loading' } | { status: 'ready' } | { status: 'problem'; problem: AccountProblemKind };

/**
 * Finds the account a window's address names: no id, nothing found (none, or not in the caller's
 * line: the API answers both with 404) and a failure are each the window's problem to show.
 * `genericError` words a failure that is not the API's.
 */
export async function findWindowAccount<T>(
  id: number | null,
  find: (id: number) => Promise<T | null>,
  genericError: string,
): Promise<{ found: T | null; load: WindowAccountLoad }> {
  if (id === null) return { found: null, load: { status: 'problem', problem: { kind: 'missing-id' } } };
  try {
    const found = await find(id);
    return { found, load: found === null ? { status: 'problem', problem: { kind: 'not-found' } } : { status: 'ready' } };
  } catch (error) {
    const problem: AccountProblemKind = isNotFound(error) ? { kind: 'not-found' } : { kind: 'error', message: errorMessage(error, genericError) };
    return { found: null, load: { status: 'problem', problem } };
  }
}
