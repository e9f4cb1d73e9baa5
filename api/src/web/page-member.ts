import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/pool';
import { sessionTokenOf } from '../http/session-token';
import type { PageMember } from '@casino/contract';
import { findLiveSessionWithProfile } from '../auth/sessions';
import { findProfileWithBalances, type ProfileWithBalances } from '../users/queries';
import { userInfoOf } from '../users/user-service';
import { walletOf } from '../wallet/convert';
import { requestAuthBy } from '../http/request-auth';

const reads = new WeakMap<FastifyRequest, Promise<PageMember | null>>();

/**
 * The member a page's session belongs to, for its server render: what `user/info` and
 * `wallet/balance` answer for it, read once per request. Asked before anything else looked the
 * session up, it is read with the session in one statement (which then answers `requestAuth`
 * too); after, with the profile and balances in one more. Null for a session that is not a live
 * one (the page is a guest's).
 */
export function pageMember(db: Db, request: FastifyRequest): Promise<PageMember | null> {
  let read = reads.get(request);
  if (!read) {
    read = readPageMember(db, request);
    reads.set(request, read);
  }
  return read;
}

async function readPageMember(db: Db, request: FastifyRequest): Promise<PageMember | null> {
  if (sessionTokenOf(request) === null) return null;
  let withSession: ReturnType<typeof findLiveSessionWithProfile> | undefined;
  const auth = await requestAuthBy(request, (token) => {
    withSession = findLiveSessionWithProfile(db, token);
    return withSession.then((row) => row?.auth ?? null);
  });
  if (!auth) return null;
  const found: ProfileWithBalances | undefined = withSession ? (await withSession)?.profile : await findProfileWithBalances(db, auth.userId);
  if (!found) return null;
  const { balances, ...profile } = found;
  return { info: userInfoOf(profile), wallet: walletOf(balances) };
}
