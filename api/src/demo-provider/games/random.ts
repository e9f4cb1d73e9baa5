import { randomInt } from 'node:crypto';

/** Uniform whole number in [0, max): the provider's only source of chance. Tests pass their own. */
export type Random = (max: number) => number;

export const cryptoRandom: Random = (max) => randomInt(max);
