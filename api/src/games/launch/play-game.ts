import { sql } from 'kysely';
import type { Db } from '../../db/pool';
import { newSessionToken } from '../../auth/tokens';
import { AppError } from '../../http/app-error';
import type { Lang } from '../../http/i18n';
import type { AuthUser } from '../../http/request-context';
import { ProviderUnavailableError } from '../provider/game-provider';
import type { ProviderRegistry } from '../provider/provider-registry';
import { mayPlay } from '../permissions/game-permissions';

/** How long a game window may keep betting before the member must open the game again. */
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
  await db
    .insertInto('game_sessions')
    .values({ token_hash: tokenHash, user_id: input.user.userId, game_id: game.id, provider: provider.code, expires_at: sql<Date>`now() + make_interval(hours => ${GAME_SESSION_HOURS})` })
    .execute();
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
