/**
 * The wall clock, for comparing with a time the database wrote (its `now()` runs on): jest holds
 * `Date` where each test file starts (shared/build/jest-hold-date.js), and `performance` is not held.
 */
export const realNow = (): number => performance.timeOrigin + performance.now();
