import type { GameBrand, GameSummary, GameType } from '@casino/contract';
import { type HttpClient, makeStoreObservable } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import { listBrandGames } from '../api/list-brand-games';
import { listBrands } from '../api/list-brands';

export const GAME_TYPES: GameType[] = ['casino', 'slot', 'lotto'];
/** A filter lists a brand's first games this many; the API pages by at most 100. */
const GAMES_SHOWN = 100;

/**
 * The brands and games a report filter offers, from the site's game catalog: the brands of the
 * chosen game type (of every type when none is chosen), and the games of the chosen brand.
 */
export class CatalogStore {
  readonly brands: Resource<GameBrand[]>;
  readonly games: Resource<GameSummary[]>;
  private gameType: GameType | null = null;
  private brandId: number | null = null;

  constructor(http: HttpClient) {
    this.brands = new Resource(async () => {
      const types = this.gameType ? [this.gameType] : GAME_TYPES;
      const answers = await Promise.all(types.map((type) => listBrands(http, type)));
      return answers.flatMap((answer) => answer.items);
    });
    this.games = new Resource(async () => (this.brandId ? (await listBrandGames(http, this.brandId, GAMES_SHOWN)).games.items : []));
    makeStoreObservable<CatalogStore, 'gameType' | 'brandId'>(this, { brands: false, games: false, gameType: false, brandId: false }, { autoBind: true });
  }

  show(gameType: GameType | null, brandId: number | null): void {
    if (this.brands.status === 'idle' || gameType !== this.gameType) {
      this.gameType = gameType;
      void this.brands.load();
    }
    if (brandId !== this.brandId) {
      this.brandId = brandId;
      void this.games.load();
    }
  }
}
