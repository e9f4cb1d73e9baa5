import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../http/app-error';
import { pickLang } from '../http/i18n';
import type { DemoProvider } from './demo-provider';
import { playBaccarat } from './games/baccarat';
import { drawOddEven } from './games/odd-even';
import { cryptoRandom } from './games/random';
import { spinSlot } from './games/slot';
import { readLaunchToken, type LaunchClaims } from './launch-token';
import { WalletUnreachableError } from './operator-wallet';
import { GAME_KIND, renderExpiredPage, renderGamePage } from './page/game-page';
import { playRound, type RoundResult } from './play-round';

/** An operator that cannot be reached: 502, the game is unavailable (play-round.ts settles what it can). */
async function reachable<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof WalletUnreachableError)) throw error;
    reply.log.warn({ err: error }, 'operator wallet unreachable');
    throw new AppError(502, 'GAME_UNAVAILABLE', 'game.provider_unavailable');
  }
}

export const MIN_STAKE = 1_000;
export const MAX_STAKE = 1_000_000;
const Stake = Type.Integer({ minimum: MIN_STAKE, maximum: MAX_STAKE });
const SideStake = Type.Integer({ minimum: 0, maximum: MAX_STAKE });
const Token = Type.String({ minLength: 1, maxLength: 4096 });

/** Only our own script and stylesheet run in the game window. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

/**
 * The demo provider's own web surface: the game window and the small API its script calls.
 * Every round is settled through the operator's seamless wallet (`provider.wallet`).
 */
export async function demoProviderRoutes(untyped: FastifyInstance, { provider }: { provider: DemoProvider }) {
  // Request types come from each route's schema.
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const windowClaims = (token: string): LaunchClaims => {
    const claims = readLaunchToken(provider.launchKey, token);
    if (!claims) throw new AppError(401, 'SESSION_EXPIRED', 'provider.session_expired');
    return claims;
  };
  const claimsFor = (token: string, kind: (typeof GAME_KIND)[keyof typeof GAME_KIND]): LaunchClaims => {
    const claims = windowClaims(token);
    if (GAME_KIND[claims.gameType] !== kind) throw new AppError(400, 'VALIDATION', 'error.bad_request');
    return claims;
  };

  const answer = async <T>(reply: FastifyReply, play: () => Promise<RoundResult<T>>) => {
    const result = await reachable(reply, play);
    if (!result.ok) return reply.status(result.status).send({ code: result.code, message: result.message });
    return { data: { outcome: result.outcome, balance: result.balance } };
  };

  app.get('/demo-provider/play', { schema: { hide: true, querystring: Type.Object({ t: Token }) } }, async (request, reply) => {
    const { t } = request.query;
    const claims = readLaunchToken(provider.launchKey, t);
    if (!claims) return reply.status(401).headers(PAGE_HEADERS).send(renderExpiredPage(pickLang(request.headers['accept-language'])));
    return reply.headers(PAGE_HEADERS).send(renderGamePage({ token: t, gameType: claims.gameType, gameName: claims.gameName, lang: claims.lang }));
  });

  app.post('/demo-provider/api/balance', { schema: { hide: true, body: Type.Object({ t: Token }, { additionalProperties: false }) } }, async (request, reply) => {
    const claims = windowClaims(request.body.t);
    const result = await reachable(reply, () => provider.wallet.inLanguage(claims.lang).balance(claims.session));
    if (!result.ok) return reply.status(result.status).send({ code: result.code, message: result.message });
    return { data: { balance: result.balance } };
  });

  // The reality check (issue 31): the window asks the operator for the sign-in's time and play.
  app.post('/demo-provider/api/session', { schema: { hide: true, body: Type.Object({ t: Token }, { additionalProperties: false }) } }, async (request, reply) => {
    const claims = windowClaims(request.body.t);
    const result = await reachable(reply, () => provider.wallet.inLanguage(claims.lang).session(claims.session));
    if (!result.ok) return reply.status(result.status).send({ code: result.code, message: result.message });
    return { data: result.play };
  });

  app.post(
    '/demo-provider/api/slot',
    { schema: { hide: true, body: Type.Object({ t: Token, stake: Stake }, { additionalProperties: false }) } },
    async (request, reply) => {
      const { body } = request;
      const claims = claimsFor(body.t, 'slot');
      return answer(reply, () => playRound(provider.wallet.inLanguage(claims.lang), claims.session, body.stake, () => spinSlot(body.stake, cryptoRandom)));
    },
  );

  app.post(
    '/demo-provider/api/baccarat',
    {
      schema: {
        hide: true,
        body: Type.Object({ t: Token, stakes: Type.Object({ player: SideStake, banker: SideStake, tie: SideStake }, { additionalProperties: false }) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const { body } = request;
      const claims = claimsFor(body.t, 'baccarat');
      const total = body.stakes.player + body.stakes.banker + body.stakes.tie;
      if (total < MIN_STAKE) throw new AppError(400, 'VALIDATION', 'validation.too_small', { field: 'stakes', limit: MIN_STAKE });
      if (total > MAX_STAKE) throw new AppError(400, 'VALIDATION', 'validation.too_large', { field: 'stakes', limit: MAX_STAKE });
      return answer(reply, () => playRound(provider.wallet.inLanguage(claims.lang), claims.session, total, () => playBaccarat(body.stakes, cryptoRandom)));
    },
  );

  app.post(
    '/demo-provider/api/odd-even',
    { schema: { hide: true, body: Type.Object({ t: Token, stake: Stake, pick: Type.Union([Type.Literal('odd'), Type.Literal('even')]) }, { additionalProperties: false }) } },
    async (request, reply) => {
      const { body } = request;
      const claims = claimsFor(body.t, 'odd-even');
      return answer(reply, () => playRound(provider.wallet.inLanguage(claims.lang), claims.session, body.stake, () => drawOddEven(body.stake, body.pick, cryptoRandom)));
    },
  );
}
