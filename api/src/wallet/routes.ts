import {
  convertToCash,
  convertToCredit,
  operatorStatementApprove,
  operatorStatementList,
  operatorStatementReject,
  operatorStatementWait,
  rollingPointExchange,
  statementCreate,
  statementDelete,
  statementList,
  walletBalance,
} from '@casino/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AppError } from '../http/app-error';
import { addEndpoint } from '../http/endpoint-route';
import type { AuthUser } from '../http/request-context';
import { convert, exchangeRollingPoints, walletBalances } from './convert';
import { checkExchangePassword } from './exchange-password';
import { idempotent, parseIdempotencyKey } from './idempotency';
import { listOperatorStatements, operatorView } from './operator-statements';
import { createStatement, decideStatement, deleteOwnStatement, listStatements, type OperatorAction } from './statements';

export async function walletRoutes(app: FastifyInstance, deps: AppDeps) {
  const once = <T>(request: FastifyRequest, auth: AuthUser, endpoint: string, body: unknown, work: Parameters<typeof idempotent<T>>[2]) =>
    idempotent(deps.db, { userId: auth.userId, key: parseIdempotencyKey(request.headers['idempotency-key']), endpoint, body }, work);

  addEndpoint(app, deps.authenticator, 'wallet', walletBalance, async ({ auth }) => walletBalances(deps.db, auth.userId));

  addEndpoint(app, deps.authenticator, 'wallet', convertToCredit, async ({ auth, body, request }) =>
    once(request, auth, convertToCredit.path, body, (trx) => convert(trx, auth.userId, 'to_credit', body.amount)),
  );
  addEndpoint(app, deps.authenticator, 'wallet', convertToCash, async ({ auth, body, request }) =>
    once(request, auth, convertToCash.path, body, (trx) => convert(trx, auth.userId, 'to_cash', body.amount)),
  );
  addEndpoint(app, deps.authenticator, 'wallet', rollingPointExchange, async ({ auth, body, request }) =>
    once(request, auth, rollingPointExchange.path, body, (trx) => exchangeRollingPoints(trx, auth.userId, body.amount)),
  );

  addEndpoint(app, deps.authenticator, 'wallet', statementCreate, async ({ auth, body, request }) => {
    const key = parseIdempotencyKey(request.headers['idempotency-key']);
    // Before the password: a partner's tries must not count against anything.
    if (auth.role !== 'member') throw new AppError(403, 'FORBIDDEN', 'wallet.partner_no_statements');
    if (body.type === 'withdraw') {
      if (!body.withdraw_password) throw new AppError(400, 'VALIDATION', 'wallet.exchange_password_required');
      await checkExchangePassword(deps.db, auth.userId, body.withdraw_password);
    }
    // The password is not part of what the key protects: a retry may carry it again.
    const { withdraw_password: _password, ...request_ } = body;
    return idempotent(deps.db, { userId: auth.userId, key, endpoint: statementCreate.path, body: request_ }, async (trx) => ({
      statement: await createStatement(trx, auth.userId, body.type, body.amount),
      balance: await walletBalances(trx, auth.userId),
    }));
  });

  addEndpoint(app, deps.authenticator, 'wallet', statementList, async ({ auth, query }) =>
    listStatements(deps.db, auth.userId, { ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 20 }),
  );

  addEndpoint(app, deps.authenticator, 'wallet', statementDelete, async ({ auth, params }) =>
    deps.db.transaction().execute(async (trx) => ({
      statement: await deleteOwnStatement(trx, auth.userId, params.id),
      balance: await walletBalances(trx, auth.userId),
    })),
  );

  // Operator paths: the contract declares them `access: 'master'`.
  addEndpoint(app, deps.authenticator, 'wallet operator', operatorStatementList, async ({ auth, query }) =>
    listOperatorStatements(deps.db, auth.userId, { ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 20 }),
  );
  const actions: [typeof operatorStatementApprove, OperatorAction][] = [
    [operatorStatementApprove, 'approve'],
    [operatorStatementWait, 'wait'],
    [operatorStatementReject, 'reject'],
  ];
  for (const [endpoint, action] of actions) {
    addEndpoint(app, deps.authenticator, 'wallet operator', endpoint, async ({ auth, params }) =>
      deps.db.transaction().execute(async (trx) => {
        await operatorView(trx, auth.userId, params.id);
        await decideStatement(trx, auth.userId, params.id, action);
        return { statement: await operatorView(trx, auth.userId, params.id) };
      }),
    );
  }
}
