import { AppError } from '../http/app-error';
import type { MessageKey } from '../http/messages';
import type { AuthUser } from '../http/request-context';

/** Operator paths, until the partner back-office screens arrive, are for the master level only. */
export function requireMaster(auth: AuthUser, messageKey: MessageKey): void {
  if (auth.level !== 'master') throw new AppError(403, 'FORBIDDEN', messageKey);
}
