import { LATE_RENDERS_BEFORE_SKIPPING, LateCodeBreaker, SKIP_LATE_CODE_FOR_MS } from './late-code-breaker';

describe('LateCodeBreaker', () => {
  let now = 1_000_000;
  const breaker = () => new LateCodeBreaker(() => now);

  it(`leaves a module to the browser after ${LATE_RENDERS_BEFORE_SKIPPING} late renders in a row, for a while, then lets one render try it`, () => {
    const late = breaker();
    for (let i = 1; i < LATE_RENDERS_BEFORE_SKIPPING; i++) late.late('games@1.0.0/./HomePage');
    expect(late.skippedUntil('games@1.0.0/./HomePage')).toBeNull();
    late.late('games@1.0.0/./HomePage');
    expect(late.skippedUntil('games@1.0.0/./HomePage')).toBe(now + SKIP_LATE_CODE_FOR_MS);
    now += SKIP_LATE_CODE_FOR_MS;
    expect(late.skippedUntil('games@1.0.0/./HomePage')).toBeNull();
    // The try is late too: skipped again at once.
    late.late('games@1.0.0/./HomePage');
    expect(late.skippedUntil('games@1.0.0/./HomePage')).toBe(now + SKIP_LATE_CODE_FOR_MS);
  });

  it('counts each version and module apart, and forgets the count when the code arrives', () => {
    const late = breaker();
    for (let i = 0; i < LATE_RENDERS_BEFORE_SKIPPING; i++) late.late('games@1.0.1-canary/./HomePage');
    expect(late.skippedUntil('games@1.0.1-canary/./HomePage')).not.toBeNull();
    expect(late.skippedUntil('games@1.0.0/./HomePage')).toBeNull();
    expect(late.skippedUntil('games@1.0.1-canary/./GameTypePage')).toBeNull();

    late.late('games@1.0.0/./HomePage');
    late.late('games@1.0.0/./HomePage');
    late.arrived('games@1.0.0/./HomePage');
    late.late('games@1.0.0/./HomePage');
    expect(late.skippedUntil('games@1.0.0/./HomePage')).toBeNull();
  });
});
