import type { Random } from './random';
import { PAIR_MULTIPLIER, SLOT_SYMBOLS, slotMultiplier, slotReturnToPlayer, spinSlot, STOPS_PER_REEL } from './slot';

/** A Random that answers the given stops in turn and records the bounds it was asked for. */
function scripted(values: number[]): Random & { bounds: number[] } {
  const queue = [...values];
  const bounds: number[] = [];
  const random = (max: number) => {
    bounds.push(max);
    const next = queue.shift();
    if (next === undefined) throw new Error('script ran out');
    return next;
  };
  return Object.assign(random, { bounds });
}

describe('slot paytable', () => {
  it.each([
    [['7', '7', '7'], 200],
    [['BAR', 'BAR', 'BAR'], 60],
    [['★', '★', '★'], 25],
    [['♦', '♦', '♦'], 12],
    [['♥', '♥', '♥'], 9],
    [['♣', '♣', '♣'], 6],
  ] as const)('pays three alike %j at %i times the stake', (reels, multiplier) => {
    expect(slotMultiplier(reels)).toBe(multiplier);
  });

  it.each([
    [['7', '7', '♣']],
    [['♣', '♣', '7']],
    [['BAR', 'BAR', '★']],
  ] as const)('pays the first two alike %j at 3 times the stake', (reels) => {
    expect(slotMultiplier(reels)).toBe(3);
    expect(PAIR_MULTIPLIER).toBe(3);
  });

  it.each([
    [['7', '♣', '7']],
    [['♣', '7', '7']],
    [['7', 'BAR', '★']],
    [['♥', '♦', '♣']],
  ] as const)('pays nothing for %j (only the first two reels make a pair)', (reels) => {
    expect(slotMultiplier(reels)).toBe(0);
  });

  it('returns exactly 8,954 / 9,261 to the player over all 21³ stops: below 1, so the house keeps an edge', () => {
    // Enumerated by hand from the stop counts s (1, 2, 3, 4, 5, 6; 21 stops per reel):
    // three alike   Σ s³·m        = 200 + 8·60 + 27·25 + 64·12 + 125·9 + 216·6 = 4,544
    // first two     Σ s²·(21-s)·3 = 3·(20 + 76 + 162 + 272 + 400 + 540)       = 4,410
    expect(STOPS_PER_REEL).toBe(21);
    expect(SLOT_SYMBOLS.reduce((n, s) => n + s.stops, 0)).toBe(21);
    expect(slotReturnToPlayer()).toBe((4_544 + 4_410) / 21 ** 3);
    expect(slotReturnToPlayer()).toBeCloseTo(0.96685, 5);
    expect(1 - slotReturnToPlayer()).toBeGreaterThan(0);
  });
});

describe('spinSlot', () => {
  // Stops, rarest first: 0 = 7, 1-2 = BAR, 3-5 = ★, 6-9 = ♦, 10-14 = ♥, 15-20 = ♣.
  it.each([
    [[0, 0, 0], ['7', '7', '7'], 200],
    [[1, 2, 1], ['BAR', 'BAR', 'BAR'], 60],
    [[20, 15, 18], ['♣', '♣', '♣'], 6],
    [[3, 5, 0], ['★', '★', '7'], 3],
    [[6, 9, 10], ['♦', '♦', '♥'], 3],
    [[10, 14, 15], ['♥', '♥', '♣'], 3],
    [[0, 1, 0], ['7', 'BAR', '7'], 0],
    [[20, 14, 9], ['♣', '♥', '♦'], 0],
  ])('stops %j show %j and pay %i times the stake', (stops, reels, multiplier) => {
    const random = scripted(stops);
    const outcome = spinSlot(2_500, random);
    expect(outcome).toEqual({ reels, multiplier, prize: 2_500 * multiplier });
    expect(random.bounds).toEqual([21, 21, 21]);
  });
});
