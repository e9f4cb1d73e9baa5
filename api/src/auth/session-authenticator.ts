import type { Db } from '../db/pool';
import type { Authenticator } from '../http/request-context';
import { findLiveSession } from './sessions';

export function createSessionAuthenticator(db: Db): Authenticator {
  return { authenticate: (token) => findLiveSession(db, token) };
}
