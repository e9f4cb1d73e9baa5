import fc from 'fast-check';
import { rollingShares, type LineMember } from './rolling-shares';

/** A line member -> top with rates that never fall going up, as the database guarantees. */
const line = fc
  .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 6 })
  .map((rates) => rates.sort((a, b) => a - b).map((rateBp, i): LineMember => ({ accountId: i + 1, rateBp })));
const bet = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.constant(Number.MAX_SAFE_INTEGER));

describe('rollingShares', () => {
  it('splits a 1.5% / 1% / 0.5% line into the differences of the rates', () => {
    const result = rollingShares(100_000, [
      { accountId: 10, rateBp: 50 },
      { accountId: 20, rateBp: 100 },
      { accountId: 30, rateBp: 150 },
    ]);
    expect(result).toEqual({
      shares: [
        { accountId: 10, amount: 500 },
        { accountId: 20, amount: 500 },
        { accountId: 30, amount: 500 },
      ],
      total: 1_500,
    });
  });

  it('leaves out a level whose rate equals its child’s, and rounds down only once in total', () => {
    const result = rollingShares(333, [
      { accountId: 1, rateBp: 150 },
      { accountId: 2, rateBp: 150 },
      { accountId: 3, rateBp: 250 },
    ]);
    // 333 x 1.5% = 4.995 -> 4; 333 x 2.5% = 8.325 -> 8, so the top level earns 4.
    expect(result).toEqual({ shares: [{ accountId: 1, amount: 4 }, { accountId: 3, amount: 4 }], total: 8 });
  });

  it('pays exactly floor(top rate x bet) in total, never a negative share, for random lines and bets', () => {
    fc.assert(
      fc.property(bet, line, (amount, members) => {
        const { shares, total } = rollingShares(amount, members);
        const top = members[members.length - 1]!.rateBp;
        expect(total).toBe(Number((BigInt(amount) * BigInt(top)) / 10_000n));
        expect(shares.reduce((sum, s) => sum + s.amount, 0)).toBe(total);
        for (const s of shares) expect(s.amount).toBeGreaterThan(0);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses a line where a child earns more than its parent, and a bet that is not whole KRW', () => {
    expect(() => rollingShares(1000, [{ accountId: 1, rateBp: 200 }, { accountId: 2, rateBp: 100 }])).toThrow(/below its child/);
    expect(() => rollingShares(10.5, [{ accountId: 1, rateBp: 100 }])).toThrow(RangeError);
    expect(() => rollingShares(-1, [{ accountId: 1, rateBp: 100 }])).toThrow(RangeError);
  });
});
