import { bootDataTag, servedStateTag } from './page-boot-data';

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

describe('servedStateTag', () => {
  it("writes a render's state as a data block that a member's own text cannot close", () => {
    const state = { language: 'ko', user: { account: { nickname: '</script><img src=x onerror=alert(1)>' } } };
    const tag = servedStateTag(state);
    expect(tag.startsWith('<script type="application/json" id="served-state">')).toBe(true);
    const inner = tag.slice(tag.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&]/);
    expect(JSON.parse(inner)).toEqual(state);
  });
});
