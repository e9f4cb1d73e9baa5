/** Basis points as a percent number: 150 -> 1.5. */
export const bpToPercent = (bp: number) => bp / 100;

/** A percent a person typed, to basis points: 1.5 -> 150 (two decimals at most). */
export const percentToBp = (percent: number) => Math.round(percent * 100);
