import { sql } from 'kysely';
import type { Db } from '../../db/pool';
import { newSessionToken } from '../../auth/tokens';
import { AppError, unauthorized } from '../../http/app-error';
import type { Lang } from '../../http/i18n';
import type { AuthUser } from '../../http/request-context';
import { ProviderUnavailableError } from '../provider/game-provider';
import type { ProviderRegistry } from '../provider/provider-registry';
import { mayPlay } from '../permissions/game-permissions';

/** How long a game window may keep betting before the member must open the game again (at most as long as the login session). */
export const GAME_SESSION_HOURS = 12;
/** A provider that does not answer a launch in time is reported as down. */
export const LAUNCH_TIMEOUT_MS = 10_000;

export interface PlayGameInput {
  user: AuthUser;
  gameId: number;
  lang: Lang;
  operatorOrigin: string;
}

/**
 * Launches a game: checks the game exists and is active, that the member may play it, opens a
 * game session (the token the provider will name in every wallet callback) and asks the
 * provider for the URL of the game window.
 */
export async function playGame(db: Db, providers: ProviderRegistry, input: PlayGameInput): Promise<{ url: string }> {
  if (input.user.role !== 'member') throw new AppError(403, 'FORBIDDEN', 'game.partner_cannot_play');
  const game = await db
    .selectFrom('games as g')
    .innerJoin('game_brands as b', 'b.id', 'g.brand_id')
    .select(['g.id', 'g.code', 'g.name', 'b.id as brand_id', 'b.code as brand_code', 'b.game_type', 'b.provider'])
    .where('g.id', '=', input.gameId)
    .where('g.active', '=', true)
    .where('b.active', '=', true)
    .executeTakeFirst();
  if (!game) throw new AppError(404, 'NOT_FOUND', 'game.not_found');
  if (!(await mayPlay(db, input.user.userId, game.game_type, game.brand_id))) throw new AppError(403, 'FORBIDDEN', 'game.no_permission');

  const provider = providers.get(game.provider);
  if (!provider) throw new AppError(502, 'GAME_UNAVAILABLE', 'game.provider_unavailable');

  const { token, tokenHash } = newSessionToken();
  // The game session belongs to the caller's login session and never outlives it (migration 014
  // ends it when the login session is revoked). FOR SHARE: a logout racing this launch either
  // waits for it, and then ends the new game session too, or wins, and nothing is opened.
  const opened = await db
    .insertInto('game_sessions')
    .columns(['token_hash', 'user_id', 'game_id', 'provider', 'login_session_id', 'expires_at'])
    .expression((eb) =>
      eb
        .selectFrom('sessions as s')
        .select([
          eb.val(tokenHash).as('token_hash'),
          's.user_id',
          eb.val(game.id).as('game_id'),
          eb.val(provider.code).as('provider'),
          's.id as login_session_id',
          sql<Date>`least(now() + make_interval(hours => ${GAME_SESSION_HOURS}), s.expires_at)`.as('expires_at'),
        ])
        .where('s.id', '=', input.user.sessionId)
        .where('s.user_id', '=', input.user.userId)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', sql<Date>`now()`)
        .forShare(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!opened) throw unauthorized();
  try {
    return await withTimeout(
      provider.launch({
        sessionToken: token,
        playerId: String(input.user.userId),
        gameType: game.game_type,
        brandCode: game.brand_code,
        gameCode: game.code,
        gameName: game.name,
        lang: input.lang,
        currency: 'KRW',
        operatorOrigin: input.operatorOrigin,
      }),
      LAUNCH_TIMEOUT_MS,
    );
  } catch (error) {
    throw new ProviderUnavailableError(provider.code, error);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
