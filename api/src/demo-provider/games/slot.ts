import type { Random } from './random';

/** Reel symbols, rarest first, with how many stops of each a reel has (21 stops per reel). */
export const SLOT_SYMBOLS = [
  { symbol: '7', stops: 1, threeOfAKind: 200 },
  { symbol: 'BAR', stops: 2, threeOfAKind: 60 },
  { symbol: '★', stops: 3, threeOfAKind: 25 },
  { symbol: '♦', stops: 4, threeOfAKind: 12 },
  { symbol: '♥', stops: 5, threeOfAKind: 9 },
  { symbol: '♣', stops: 6, threeOfAKind: 6 },
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]['symbol'];

/** The first two reels alike (but not the third) pay this many times the stake. */
export const PAIR_MULTIPLIER = 3;
const STOPS: SlotSymbol[] = SLOT_SYMBOLS.flatMap((s) => Array<SlotSymbol>(s.stops).fill(s.symbol));
export const STOPS_PER_REEL = STOPS.length;

export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return SLOT_SYMBOLS.find((s) => s.symbol === a)!.threeOfAKind;
  return a === b ? PAIR_MULTIPLIER : 0;
}

export interface SlotOutcome {
  reels: SlotSymbol[];
  multiplier: number;
  prize: number;
}

/** One spin of three reels on one line. */
export function spinSlot(stake: number, random: Random): SlotOutcome {
  const reels = [0, 1, 2].map(() => STOPS[random(STOPS_PER_REEL)]!);
  const multiplier = slotMultiplier(reels);
  return { reels, multiplier, prize: stake * multiplier };
}

/** Return to player over every combination of stops, exactly: 8,954 / 9,261 (0.9668) for this paytable. */
export function slotReturnToPlayer(): number {
  let paid = 0;
  for (const a of STOPS) for (const b of STOPS) for (const c of STOPS) paid += slotMultiplier([a, b, c]);
  return paid / STOPS_PER_REEL ** 3;
}
