import { ErrorBody, MAX_AMOUNT } from '@casino/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/pool';
import { AppError } from '../../http/app-error';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyCallback } from '../provider/callback-signature';
import type { ProviderRegistry } from '../provider/provider-registry';
import { WALLET_BET } from './place-bet';
import { rollbackBet } from './rollback-bet';
import { WALLET_WIN } from './settle-win';
import type { WalletAnswer } from './wallet-answer';
import { WalletBatcher } from './wallet-batcher';
import type { GameBalances } from '../../live/game-balances';
import { walletBalance } from './wallet-balance';
import { walletSession, type SessionAnswer } from './wallet-session';

/** Provider ids are printable ASCII without spaces, as they arrive in JSON. */
const ExternalId = (description: string) => Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$', description });
const Session = Type.String({ minLength: 1, maxLength: 200, description: 'The game session token given to the provider at launch' });
const Params = Type.Object({ provider: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) });

const bodies = {
  balance: Type.Object({ session: Session }, { additionalProperties: false }),
  session: Type.Object({ session: Session }, { additionalProperties: false }),
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
const RealityCheckAnswer = Type.Object({
  data: Type.Object({
    started_at: Type.String({ format: 'date-time', description: 'When the member signed in' }),
    now: Type.String({ format: 'date-time', description: "The operator's clock as it answered" }),
    bets: Type.Integer({ description: 'Stakes accepted since the sign-in, less rolled back ones' }),
    prizes: Type.Integer({ description: 'Prizes since the sign-in' }),
    every_minutes: Type.Integer({ description: 'Show the reality check every so many minutes from the sign-in' }),
  }),
});

export interface SeamlessWalletDeps {
  db: Db;
  providers: ProviderRegistry;
  /** Tells members' pages what their bets and wins did to their figures (decision 070). */
  gameBalances: GameBalances;
}

/**
 * The operator's seamless wallet, called by game providers (not by the site): balance, bet, win
 * and rollback, each signed with the provider's secret over the raw body (callback-signature.ts).
 * Refusals (no credit, unknown round, ...) are `{ code, message }` with a 4xx, stored like
 * successes, so a repeated transaction id always gets its first answer.
 */
export async function seamlessWalletRoutes(untyped: FastifyInstance, deps: SeamlessWalletDeps) {
  // Request types come from each route's schema.
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const batcher = new WalletBatcher(deps.db, {
    onBatchError: (err) => app.log.warn({ err }, 'wallet batch failed; running its calls one by one'),
    onMoved: (userId) => deps.gameBalances.moved(userId),
  });

  // Before the body is validated: an unsigned caller learns nothing about the input rules.
  const checkSignature = async (request: FastifyRequest<{ Params: Static<typeof Params> }>) => {
    const provider = deps.providers.get(request.params.provider);
    if (!provider) throw new AppError(404, 'NOT_FOUND', 'provider.unknown', { provider: request.params.provider });
    const path = request.url.split('?')[0]!;
    const ok = verifyCallback(provider.callbackSecret, request.headers[TIMESTAMP_HEADER], request.headers[SIGNATURE_HEADER], path, request.rawBody ?? '');
    if (!ok) throw new AppError(401, 'INVALID_SIGNATURE', 'provider.invalid_signature');
  };
  const route = <B extends TObject>(name: keyof typeof bodies, body: B, answer: TObject = Answer) => ({
    schema: {
      summary: `Seamless wallet: ${name} (called by game providers, HMAC-signed)`,
      tags: ['provider wallet'],
      params: Params,
      body,
      response: { 200: answer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    preValidation: checkSignature,
  });
  const send = (reply: FastifyReply, answer: WalletAnswer | SessionAnswer) => reply.status(answer.status).send(answer.body);
  const url = (name: keyof typeof bodies) => `/api/v1/provider/:provider/wallet/${name}`;

  app.post(url('balance'), route('balance', bodies.balance), async (request, reply) =>
    send(reply, await walletBalance(deps.db, request.params.provider, request.body.session, request.lang)),
  );
  app.post(url('session'), route('session', bodies.session, RealityCheckAnswer), async (request, reply) =>
    send(reply, await walletSession(deps.db, request.params.provider, request.body.session, request.lang)),
  );
  app.post(url('bet'), route('bet', bodies.bet), async (request, reply) =>
    send(reply, await batcher.run({ fn: WALLET_BET, provider: request.params.provider, call: request.body, lang: request.lang })),
  );
  app.post(url('win'), route('win', bodies.win), async (request, reply) =>
    send(reply, await batcher.run({ fn: WALLET_WIN, provider: request.params.provider, call: request.body, lang: request.lang })),
  );
  app.post(url('rollback'), route('rollback', bodies.rollback), async (request, reply) =>
    send(reply, await rollbackBet(deps.db, request.params.provider, request.body, request.lang)),
  );
}
