import { servedStateTag } from '../web/page-boot-data';
import { framedPage, readRenderAnswer, renderAnswer } from './render-answer';
import type { RenderResult } from './render-protocol';

const result: RenderResult = {
  status: 200,
  head: '<style nonce="n">\n.a{}\n</style>',
  title: '슬롯 "lobby"',
  description: 'games & more',
  markup: '<main>\n<p>line one</p>\n<p>{"looks":"like json"}\n</p></main>',
  state: { language: 'ko', user: { account: { nickname: '</script><img src=x onerror=alert(1)>\u2028\n' } } },
};

describe("a render service's answer", () => {
  it('reads back as it was rendered, line breaks in the head and the markup included', () => {
    const page = readRenderAnswer(renderAnswer(result));
    expect(page).toEqual({ status: 200, head: result.head, title: result.title, description: result.description, markup: result.markup, stateJson: expect.any(String) });
    expect(JSON.parse(page!.stateJson)).toEqual(result.state);
  });

  it("writes the state so that a member's own text cannot close its element in the page", () => {
    const { stateJson } = readRenderAnswer(renderAnswer(result))!;
    const tag = servedStateTag(stateJson);
    expect(tag.startsWith('<script type="application/json" id="served-state">')).toBe(true);
    const inner = tag.slice(tag.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028\n]/);
    expect(JSON.parse(inner)).toEqual(result.state);
  });

  it("keeps a page's area left to the browser, and leaves out what the render did not say", () => {
    const page = readRenderAnswer(renderAnswer({ status: 404, head: '', markup: '<p>not here</p>', state: {}, leftToBrowser: 'games/Page threw' }));
    expect(page).toEqual({ status: 404, head: '', markup: '<p>not here</p>', stateJson: '{}', leftToBrowser: 'games/Page threw' });
  });

  it('frames a page read from an answer as the service did (a kept render)', () => {
    const answer = renderAnswer(result);
    expect(framedPage(readRenderAnswer(answer)!)).toBe(answer);
  });

  it('refuses a render without markup or without a state', () => {
    expect(() => renderAnswer({ ...result, markup: undefined as unknown as string })).toThrow('the render gave no markup');
    expect(() => renderAnswer({ ...result, state: 'x' as unknown as Record<string, unknown> })).toThrow('the render gave no state');
  });

  it.each([
    ['JSON of a failure', '{"error":"the remote threw"}'],
    ['no state', '{"status":200,"head":""}\n'],
    ['an empty state', '{"status":200,"head":""}\n\n<main></main>'],
    ['a state that is not an object', '{"status":200,"head":""}\n"x"\n<main></main>'],
    ['info that is not JSON', '{status:200}\n{}\n<main></main>'],
    ['info without a status', '{"head":""}\n{}\n<main></main>'],
    ['a status out of range', '{"status":99,"head":""}\n{}\n<main></main>'],
    ['a state that could close its element', '{"status":200,"head":""}\n{"a":"</script>"}\n<main></main>'],
  ])('is not a render when it has %s', (_, text) => {
    expect(readRenderAnswer(text)).toBeNull();
  });
});
