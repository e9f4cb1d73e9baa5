import { bootDataTag } from './page-boot-data';

describe('bootDataTag', () => {
  it('writes the data as JSON that cannot close its element, and reads back the same', () => {
    const data = { runtimeConfig: { apiBase: '</script><script>alert(1)</script>', firebase: null }, registry: { remotes: { games: { manifest: '/m.json?a=1&b=2', version: '1\u2028' } } } };
    const tag = bootDataTag(data);
    expect(tag.startsWith('<script type="application/json" id="boot-data">')).toBe(true);
    const inner = tag.slice(tag.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(inner)).toEqual(data);
  });
});
