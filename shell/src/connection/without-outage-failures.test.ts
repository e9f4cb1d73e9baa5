import { withoutOutageFailures } from './without-outage-failures';

describe('withoutOutageFailures', () => {
  const failed = { remote: 'wallet', version: '1.0.0', outcome: 'failed' as const, error: new Error('Failed to get manifest.') };
  const loaded = { remote: 'wallet', version: '1.0.0', outcome: 'loaded' as const };

  it('drops a failure that happened while the server was away, and reports what loaded once it was back', async () => {
    const report = jest.fn();
    let up = false;
    const filtered = withoutOutageFailures(report, { check: async () => up });
    filtered(failed);
    await Promise.resolve();
    await Promise.resolve();
    up = true;
    filtered(loaded);
    expect(report.mock.calls).toEqual([[loaded]]);
  });

  it('reports a failure while the server answers: that one is the version’s', async () => {
    const report = jest.fn();
    const filtered = withoutOutageFailures(report, { check: async () => true });
    filtered(failed);
    await Promise.resolve();
    await Promise.resolve();
    expect(report).toHaveBeenCalledWith(failed);
  });
});
