/** One member of a betting member's line: the member first, then each partner up to the top. */
export interface LineMember {
  /** The rolling-point ledger account that receives this level's share. */
  accountId: number;
  /** Basis points (150 = 1.5 %); never below the level beneath it. */
  rateBp: number;
}

export interface RollingShare {
  accountId: number;
  amount: number;
}

const BASIS = 10_000n;

/**
 * Splits the rolling a bet earns up its line. Each level earns its own rate minus its child's,
 * so the line together earns the top rate. Shares are whole KRW: level i earns
 * floor(bet * rate_i) - floor(bet * rate_(i-1)), which telescopes to exactly floor(bet * top rate)
 * in total, whatever the rounding, and is never negative because rates never fall going up.
 * Levels that earn nothing are left out (a ledger entry is never zero).
 */
export function rollingShares(bet: number, line: readonly LineMember[]): { shares: RollingShare[]; total: number } {
  if (!Number.isSafeInteger(bet) || bet < 0) throw new RangeError(`bet must be a whole, non-negative KRW amount, got ${bet}`);
  const shares: RollingShare[] = [];
  let previousRate = 0;
  let previousPaid = 0n;
  for (const { accountId, rateBp } of line) {
    if (rateBp < previousRate) throw new RangeError(`rolling rate ${rateBp} is below its child's ${previousRate}`);
    // BigInt: bet * rate can pass 2^53 for large bets before the division brings it back down.
    const paidUpToHere = (BigInt(bet) * BigInt(rateBp)) / BASIS;
    const amount = Number(paidUpToHere - previousPaid);
    if (amount > 0) shares.push({ accountId, amount });
    previousRate = rateBp;
    previousPaid = paidUpToHere;
  }
  return { shares, total: Number(previousPaid) };
}
