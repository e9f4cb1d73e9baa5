import type { GameTypeCode } from '../../db/schema';
import type { Lang } from '../../http/i18n';

/** What the operator tells a provider when a member opens one of its games. */
export interface LaunchRequest {
  /**
   * The operator's game session token. The provider sends it back in every wallet callback, so
   * it is how the operator knows whose credit a bet moves; it is a secret between the two.
   */
  sessionToken: string;
  playerId: string;
  gameType: GameTypeCode;
  brandCode: string;
  gameCode: string;
  gameName: string;
  lang: Lang;
  currency: 'KRW';
  /** The operator's public origin, for links back to the site. */
  operatorOrigin: string;
}

/** A game as the provider lists it, for catalog sync. */
export interface ProviderGame {
  gameType: GameTypeCode;
  brandCode: string;
  brandName: string;
  gameCode: string;
  gameName: string;
}

/**
 * One game provider (aggregator) as the operator sees it. The provider runs the games and
 * settles every round through the operator's seamless wallet (api/src/games/seamless): it
 * calls bet, win and rollback, each signed with HMAC-SHA256 under `callbackSecret`.
 */
export interface GameProvider {
  /** Stable code, as in game_brands.provider and the callback URL /api/v1/provider/:code/wallet/... */
  readonly code: string;
  /** Shared secret that signs the provider's wallet callbacks. */
  readonly callbackSecret: string;
  /** Opens the game at the provider; answers the URL the member's game window goes to. */
  launch(request: LaunchRequest): Promise<{ url: string }>;
  /** Every game the provider offers. */
  catalog(): Promise<ProviderGame[]>;
}

/** The provider could not open the game (down, refused, timed out). */
export class ProviderUnavailableError extends Error {
  constructor(readonly provider: string, cause: unknown) {
    super(`game provider ${provider} is unavailable`, { cause });
    this.name = 'ProviderUnavailableError';
  }
}
