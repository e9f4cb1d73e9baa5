import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/pool';
import type { Authenticator } from '../http/request-context';
import { sessionTokenOf } from '../http/session-token';
import type { PageMember } from '@casino/contract';
import { findProfileWithBalances } from '../users/queries';
import { userInfoOf } from '../users/user-service';
import { walletOf } from '../wallet/convert';
import { requestAuth } from '../http/request-auth';

/**
 * The member a page's session belongs to, for its server render: what `user/info` and
 * `wallet/balance` answer for it, read here, where the page's session was already looked up, in
 * one statement, instead of by the render through two more calls that each look it up again.
 * Null for a session that is not a live one (the page is a guest's).
 */
export async function pageMember(db: Db, authenticator: Authenticator, request: FastifyRequest): Promise<PageMember | null> {
  if (sessionTokenOf(request) === null) return null;
  const auth = await requestAuth(authenticator, request);
  if (!auth) return null;
  const found = await findProfileWithBalances(db, auth.userId);
  if (!found) return null;
  const { balances, ...profile } = found;
  return { info: userInfoOf(profile), wallet: walletOf(Object.fromEntries(balances.map((b) => [b.kind, Number(b.balance)]))) };
}
