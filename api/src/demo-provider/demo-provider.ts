import { DEMO_GAME_BRANDS } from '../seed/demo-games';
import type { GameProvider, LaunchRequest, ProviderGame } from '../games/provider/game-provider';
import { issueLaunchToken } from './launch-token';
import { OperatorWallet, type WalletTransport } from './operator-wallet';

export const DEMO_PROVIDER_CODE = 'demo';
/** A game window works this long; the operator's session decides whether bets are still taken. */
const WINDOW_HOURS = 12;

export interface DemoProvider extends GameProvider {
  /** Seals and opens the provider's own launch tokens (a key is derived from it). */
  readonly launchKey: string;
  readonly wallet: OperatorWallet;
}

/**
 * The built-in game provider. It stands where a real aggregator would: it is reached only
 * through the GameProvider interface (launch, catalog) and moves money only through the
 * operator's signed seamless-wallet callbacks, sent by `transport`.
 */
export function createDemoProvider(options: { callbackSecret: string; transport: WalletTransport }): DemoProvider {
  const launchKey = options.callbackSecret;
  return {
    code: DEMO_PROVIDER_CODE,
    callbackSecret: options.callbackSecret,
    launchKey,
    wallet: new OperatorWallet(DEMO_PROVIDER_CODE, options.callbackSecret, options.transport),

    async launch(request: LaunchRequest) {
      const token = issueLaunchToken(launchKey, {
        session: request.sessionToken,
        gameType: request.gameType,
        gameName: request.gameName,
        lang: request.lang,
        exp: Date.now() + WINDOW_HOURS * 3600_000,
      });
      return { url: `${request.operatorOrigin}/demo-provider/play?t=${encodeURIComponent(token)}` };
    },

    async catalog(): Promise<ProviderGame[]> {
      return DEMO_GAME_BRANDS.flatMap((b) => b.games.map((g) => ({ gameType: b.type, brandCode: b.code, brandName: b.name, gameCode: g.code, gameName: g.name })));
    },
  };
}
