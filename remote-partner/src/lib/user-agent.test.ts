import { shortDevice } from './user-agent';

test.each([
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome 120 · Windows'],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1', 'Safari 17 · iPhone'],
  ['Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36', 'Samsung Internet 23 · Android'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91', 'Edge 120 · Windows'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.2; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox 121 · macOS'],
])('%s', (ua, short) => expect(shortDevice(ua)).toBe(short));

test('something unknown is cut, nothing stays nothing', () => {
  expect(shortDevice('curl/8.4.0')).toBe('curl/8.4.0');
  expect(shortDevice('x'.repeat(60))).toHaveLength(40);
  expect(shortDevice('')).toBe('');
});
