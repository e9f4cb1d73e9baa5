import { releaseHealth } from '@casino/contract';
import { bodyOf, mockApi, on } from '@casino/platform/testing';
import { reportLoadsLater } from './report-loads-later';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reportLoadsLater', () => {
  it('fetches the reporter at the first report, once, and sends the reports in order to the API base', async () => {
    const { spy, requests } = mockApi([on(releaseHealth, { recorded: true })]);
    try {
      const report = reportLoadsLater('http://api.test');
      report({ remote: 'games', version: '1.0.0', token: 'g', outcome: 'loaded' });
      report({ remote: 'wallet', version: '1.1.0', token: 'w', outcome: 'failed', error: new Error('down') });
      await flush();
      expect(await Promise.all(requests.map(async (request) => [request.url, await bodyOf(request)]))).toEqual([
        ['http://api.test/api/v1/release/health', { remote: 'games', version: '1.0.0', outcome: 'loaded', token: 'g' }],
        ['http://api.test/api/v1/release/health', { remote: 'wallet', version: '1.1.0', outcome: 'failed', error: 'Error: down', token: 'w' }],
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('imports the reporter only once, however many reports', async () => {
    const send = jest.fn();
    const importReporter = jest.fn(async () => ({ createLoadReporter: () => send }));
    const report = reportLoadsLater('', importReporter);
    expect(importReporter).not.toHaveBeenCalled();
    report({ remote: 'games', version: '1.0.0', outcome: 'loaded' });
    report({ remote: 'games', version: '1.0.0', outcome: 'loaded' });
    await flush();
    expect(importReporter).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('loses the report quietly when its chunk cannot be fetched', async () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    try {
      const report = reportLoadsLater('', () => Promise.reject(new Error('Loading chunk 812 failed.')));
      expect(() => report({ remote: 'games', version: '1.0.0', outcome: 'loaded' })).not.toThrow();
      await flush();
      expect(debug).toHaveBeenCalledTimes(1);
    } finally {
      debug.mockRestore();
    }
  });
});
