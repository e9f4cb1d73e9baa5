/**
 * `BENCH_SHORT=1` (CI): each bench runs once on small figures, a few seconds of load, to prove it
 * still runs from a fresh clone; its figures are printed but mean nothing. A variable given
 * explicitly wins in either mode.
 */
export const SHORT = process.env.BENCH_SHORT === '1';

/** A numeric setting: the environment's value, else the short or the full default. */
export function setting(name: string, full: number, short: number): number {
  const given = process.env[name];
  return given === undefined || given === '' ? (SHORT ? short : full) : Number(given);
}

/** A comma-separated numeric setting, like `setting`. */
export function listSetting(name: string, full: number[], short: number[]): number[] {
  const given = process.env[name];
  return given === undefined || given === '' ? (SHORT ? short : full) : given.split(',').map(Number);
}

/** Printed first by a bench in short mode, so nobody reads its figures as a measurement. */
export function announceShortMode(bench: string): void {
  if (SHORT) console.log(`${bench}: short mode (BENCH_SHORT=1): a run to prove the bench works; these figures are not a measurement.`);
}
