import { validateRef, type DataOf } from '@casino/contract';
import { answer, createTestPlatform } from '../../test/test-platform';
import { REFERRAL_CHECK_DEBOUNCE_MS, ReferralCheck } from './referral-check';

function setup(validity: (code: string) => Promise<DataOf<typeof validateRef>> | DataOf<typeof validateRef>) {
  const { platform, call } = createTestPlatform([
    answer(validateRef, ({ query }) => validity(query.ref_id)),
  ]);
  return { check: new ReferralCheck(platform.http), call };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('referral check', () => {
  it('checks a typed code after a pause, once, and tells valid from invalid', async () => {
    const { check, call } = setup((code) => ({ valid: code === 'AGENCY1' }));
    check.setCode('AGEN');
    check.setCode(' AGENCY1 ');
    expect(check.status).toBe('checking');
    await jest.advanceTimersByTimeAsync(REFERRAL_CHECK_DEBOUNCE_MS);
    expect(check.status).toBe('valid');
    expect(call).toHaveBeenCalledTimes(1);
    check.setCode('NOPE');
    await jest.advanceTimersByTimeAsync(REFERRAL_CHECK_DEBOUNCE_MS);
    expect(check.status).toBe('invalid');
  });

  it('never lets an older answer overwrite a newer code, and aborts the older request', async () => {
    const answers: Array<() => void> = [];
    const signals: AbortSignal[] = [];
    const { platform } = createTestPlatform([
      answer(validateRef, ({ query, signal }) => {
        signals.push(signal!);
        return new Promise<DataOf<typeof validateRef>>((resolve) => answers.push(() => resolve({ valid: query.ref_id === 'OLD' })));
      }),
    ]);
    const check = new ReferralCheck(platform.http);
    check.setCode('OLD');
    await jest.advanceTimersByTimeAsync(REFERRAL_CHECK_DEBOUNCE_MS);
    check.setCode('NEW');
    expect(signals[0]!.aborted).toBe(true);
    answers[0]!();
    await jest.advanceTimersByTimeAsync(0);
    expect(check.status).toBe('checking');
    await jest.advanceTimersByTimeAsync(REFERRAL_CHECK_DEBOUNCE_MS);
    answers[1]!();
    await jest.advanceTimersByTimeAsync(0);
    expect(check.status).toBe('invalid');
  });

  it('says nothing about the code when the check fails, is idle when empty, and stops on close', async () => {
    const { check, call } = setup(() => Promise.reject(new Error('offline')));
    check.setCode('AGENCY1');
    await jest.advanceTimersByTimeAsync(REFERRAL_CHECK_DEBOUNCE_MS);
    expect(check.status).toBe('idle');
    check.setCode('');
    expect(check.status).toBe('idle');
    check.setCode('OTHER');
    check.stop();
    await jest.advanceTimersByTimeAsync(REFERRAL_CHECK_DEBOUNCE_MS);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
