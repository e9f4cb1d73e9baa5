import type { DataOf, GameType, StaffBrand, staffGameTypeList } from '@casino/contract';
import { isApiError, type HttpClient } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import { listBrands } from '../../../api/list-brands';
import { listGameTypes } from '../../../api/list-game-types';
import { updateBrand } from '../../../api/update-brand';
import type { ItemValues, SaveResult } from './item-values';

/** One game type with how many brands and games (active or not) it has. */
export type GameTypeSummary = DataOf<typeof staffGameTypeList>['items'][number];

/**
 * The catalog's summary by game type, and each type's brands (kept per type, so going back to a
 * type shows its list at once while it is asked again).
 */
export class CatalogStore {
  readonly types: Resource<GameTypeSummary[]>;
  private readonly brands = new Map<GameType, Resource<StaffBrand[]>>();

  constructor(private readonly http: HttpClient) {
    this.types = new Resource(async () => (await listGameTypes(http)).items);
  }

  brandsOf(type: GameType): Resource<StaffBrand[]> {
    let brands = this.brands.get(type);
    if (!brands) {
      brands = new Resource(async () => (await listBrands(this.http, type)).items);
      this.brands.set(type, brands);
    }
    return brands;
  }

  /** Saves a brand; its type's list is asked again (a new order number moves it). */
  async saveBrand(brand: StaffBrand, values: ItemValues): Promise<SaveResult> {
    try {
      await updateBrand(this.http, { id: brand.id, name: values.name.trim(), logo_url: values.image.trim(), sort: values.sort, active: values.active });
      void this.brandsOf(brand.game_type).load();
      return { outcome: 'done' };
    } catch (error) {
      // Gone meanwhile: show the list as it is now.
      if (isApiError(error) && error.status === 404) void this.brandsOf(brand.game_type).load();
      return { outcome: 'failed', message: isApiError(error) ? error.message : null };
    }
  }

  /** The page closed: answers still on their way are dropped. */
  stop(): void {
    this.types.stop();
    for (const brands of this.brands.values()) brands.stop();
  }
}
