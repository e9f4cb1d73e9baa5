import type { GameProvider } from './game-provider';

/** The game providers this operator works with, by code (game_brands.provider). */
export class ProviderRegistry {
  private readonly byCode = new Map<string, GameProvider>();

  add(provider: GameProvider): void {
    if (this.byCode.has(provider.code)) throw new Error(`game provider ${provider.code} is registered twice`);
    this.byCode.set(provider.code, provider);
  }

  get(code: string): GameProvider | undefined {
    return this.byCode.get(code);
  }
}
