import { ErrorBody, MAX_AMOUNT } from '@casino/contract';
import { Type, type TObject } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { Lang } from '../../http/i18n';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyCallback } from '../provider/callback-signature';
import type { ProviderRegistry } from '../provider/provider-registry';
import { WALLET_BET } from './place-bet';
import { rollbackBet } from './rollback-bet';
import { WALLET_WIN } from './settle-win';
import type { WalletAnswer } from './wallet-answer';
import { WalletBatcher } from './wallet-batcher';
import type { MoneyCall } from './wallet-function';
import { walletBalance } from './wallet-balance';

/** Provider ids are printable ASCII without spaces, as they arrive in JSON. */
const ExternalId = (description: string) => Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$', description });
const Session = Type.String({ minLength: 1, maxLength: 200, description: 'The game session token given to the provider at launch' });
const Params = Type.Object({ provider: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) });

const bodies = {
  balance: Type.Object({ session: Session }, { additionalProperties: false }),
  bet: Type.Object(
    { session: Session, txn_id: ExternalId('Unique per provider; a repeat answers the first result'), round_id: ExternalId('The round the bet belongs to'), amount: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT }) },
    { additionalProperties: false },
  ),
  win: Type.Object(
    { session: Session, txn_id: ExternalId('Unique per provider'), round_id: ExternalId('The round being settled'), amount: Type.Integer({ minimum: 0, maximum: MAX_AMOUNT }) },
    { additionalProperties: false },
  ),
  rollback: Type.Object(
    { session: Session, txn_id: ExternalId('Unique per provider'), round_id: ExternalId('The round of the bet'), ref_txn_id: ExternalId('The bet to cancel') },
    { additionalProperties: false },
  ),
};

const Answer = Type.Object({ data: Type.Object({ balance: Type.Integer(), txn_id: Type.Optional(Type.String()) }) });

export interface SeamlessWalletDeps {
  db: Db;
  providers: ProviderRegistry;
}

/**
 * The operator's seamless wallet, called by game providers (not by the site): balance, bet, win
 * and rollback, each signed with the provider's secret over the raw body (callback-signature.ts).
 * Refusals (no credit, unknown round, ...) are `{ code, message }` with a 4xx, stored like
 * successes, so a repeated transaction id always gets its first answer.
 */
export async function seamlessWalletRoutes(app: FastifyInstance, deps: SeamlessWalletDeps) {
  const batcher = new WalletBatcher(deps.db, { onBatchError: (err) => app.log.warn({ err }, 'wallet batch failed; running its calls one by one') });
  const handlers: Record<keyof typeof bodies, (provider: string, body: never, lang: Lang) => Promise<WalletAnswer>> = {
    balance: (provider, body: { session: string }, lang) => walletBalance(deps.db, provider, body.session, lang),
    bet: (provider, call: MoneyCall, lang) => batcher.run({ fn: WALLET_BET, provider, call, lang }),
    win: (provider, call: MoneyCall, lang) => batcher.run({ fn: WALLET_WIN, provider, call, lang }),
    rollback: (provider, body, lang) => rollbackBet(deps.db, provider, body, lang),
  };

  // Before the body is validated: an unsigned caller learns nothing about the input rules.
  const checkSignature = async (request: FastifyRequest<{ Params: { provider: string } }>) => {
    const provider = deps.providers.get(request.params.provider);
    if (!provider) throw new AppError(404, 'NOT_FOUND', 'provider.unknown', { provider: request.params.provider });
    const path = request.url.split('?')[0]!;
    const ok = verifyCallback(provider.callbackSecret, request.headers[TIMESTAMP_HEADER], request.headers[SIGNATURE_HEADER], path, request.rawBody ?? '');
    if (!ok) throw new AppError(401, 'INVALID_SIGNATURE', 'provider.invalid_signature');
  };

  for (const [name, body] of Object.entries(bodies) as [keyof typeof bodies, TObject][]) {
    app.post<{ Params: { provider: string } }>(`/api/v1/provider/:provider/wallet/${name}`, {
      schema: {
        summary: `Seamless wallet: ${name} (called by game providers, HMAC-signed)`,
        tags: ['provider wallet'],
        params: Params,
        body,
        response: { 200: Answer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
      preValidation: checkSignature,
      handler: async (request, reply) => {
        const answer = await handlers[name](request.params.provider, request.body as never, request.lang);
        return reply.status(answer.status).send(answer.body);
      },
    });
  }
}
