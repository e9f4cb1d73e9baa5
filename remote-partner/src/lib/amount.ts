import { parseKrw } from '@casino/platform';

/** Spec 5's quick amount presets, in won. */
export const QUICK_AMOUNTS = [50_000, 100_000, 500_000, 1_000_000, 5_000_000, 10_000_000, 50_000_000] as const;
export type QuickAmount = (typeof QUICK_AMOUNTS)[number];

/** Whole won within 0..max; nothing typed stays null. */
export function clampAmount(amount: number | null, max: number): number | null {
  if (amount === null) return null;
  return Math.min(Math.max(0, Math.trunc(amount)), max);
}

/** What a person typed, read as won and kept within `max`. */
export const readAmount = (text: string, max: number): number | null => clampAmount(parseKrw(text), max);

/** A quick button adds to what is there, never past `max`. */
export const addAmount = (current: number | null, add: number, max: number): number => clampAmount((current ?? 0) + add, max) ?? 0;
