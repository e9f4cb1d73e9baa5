import { convertToCash, convertToCredit, walletBalance } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { balancesOf } from './accounts';
import { convert, parseIdempotencyKey } from './convert';

export async function walletRoutes(app: FastifyInstance, deps: AppDeps) {
  addEndpoint(app, deps.authenticator, 'wallet', walletBalance, async ({ auth }) => {
    const b = await balancesOf(deps.db, auth.userId);
    // A partner's cash is its settlement balance; partners hold no game credit.
    return {
      balance: b.member_cash ?? b.partner_balance ?? 0,
      credit: b.member_credit ?? 0,
      rolling_point: b.rolling_point ?? 0,
    };
  });

  addEndpoint(app, deps.authenticator, 'wallet', convertToCredit, async ({ auth, body, request }) =>
    convert(deps.db, auth.userId, 'to_credit', body.amount, parseIdempotencyKey(request.headers['idempotency-key'])),
  );
  addEndpoint(app, deps.authenticator, 'wallet', convertToCash, async ({ auth, body, request }) =>
    convert(deps.db, auth.userId, 'to_cash', body.amount, parseIdempotencyKey(request.headers['idempotency-key'])),
  );
}
