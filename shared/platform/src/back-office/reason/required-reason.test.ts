import { RequiredReason } from './required-reason';

describe('RequiredReason', () => {
  it('answers the trimmed reason, and marks a blank one missing until something is typed', () => {
    const reason = new RequiredReason();
    expect(reason.take()).toBeNull();
    expect(reason.missing).toBe(true);
    reason.set('   ');
    expect(reason.missing).toBe(true);
    reason.set('  provider outage ');
    expect(reason.missing).toBe(false);
    expect(reason.take()).toBe('provider outage');
    expect(reason.missing).toBe(false);
  });

  it('starts again empty for a new question', () => {
    const reason = new RequiredReason();
    reason.set('x');
    reason.set('');
    reason.take();
    reason.reset();
    expect([reason.text, reason.missing]).toEqual(['', false]);
  });
});
