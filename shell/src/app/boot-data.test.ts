import { notFoundPathAtLoad, readBootData } from './boot-data';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'boot-data';
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('readBootData', () => {
  it('reads what the server wrote into the page', () => {
    expect(readBootData(pageWith('{"runtimeConfig":{"apiBase":""},"registry":{"remotes":{}}}'))).toEqual({ runtimeConfig: { apiBase: '' }, registry: { remotes: {} } });
  });

  it.each([
    ['no start-up data', null],
    ['broken JSON', '{"runtimeConfig":'],
    ['not an object', '[1,2]'],
  ])('is empty for a page with %s, so the shell fetches', (_what, text) => {
    expect(readBootData(pageWith(text))).toEqual({});
  });
});

describe('notFoundPathAtLoad', () => {
  it('is the path the page was served for when the server answered it 404, else null', () => {
    expect(notFoundPathAtLoad({ notFound: true }, '/game/poker')).toBe('/game/poker');
    expect(notFoundPathAtLoad({}, '/game/poker')).toBeNull();
    expect(notFoundPathAtLoad({ notFound: 'yes' }, '/game/poker')).toBeNull();
  });
});
