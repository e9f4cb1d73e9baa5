import type { GameType } from '@casino/contract';

export const GAME_TYPES: readonly GameType[] = ['casino', 'slot', 'lotto'];

export const isGameType = (value: string | undefined): value is GameType => GAME_TYPES.includes(value as GameType);
