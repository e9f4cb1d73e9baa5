import { readServedState, stateForThisSession, type ServedState } from './served-state';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'served-state';
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

const guestHome = { language: 'en', user: null, brand: { name: 'Lucky', logoUrl: null, supportContact: null }, page: { path: '/', requestId: 'games/HomePage', language: 'en', data: { slides: [] } }, pageAreaInBrowser: false };

test('reads the state a server render wrote into the page', () => {
  expect(readServedState(pageWith(JSON.stringify(guestHome)))).toEqual(guestHome);
  const member = { ...guestHome, user: { account: { id: 4 }, user: null, balance: 1, credit: 2, rollingPoint: 3 }, page: null };
  expect(readServedState(pageWith(JSON.stringify(member)))).toEqual(member);
});

test.each([
  ['no state (the browser renders the page)', null],
  ['broken JSON', '{"language":'],
  ['a language the site does not have', JSON.stringify({ ...guestHome, language: 'fr' })],
  ['a regional language form', JSON.stringify({ ...guestHome, language: 'en-US' })],
  ['a member without an account', JSON.stringify({ ...guestHome, user: { balance: 1 } })],
  ['a brand that is not one', JSON.stringify({ ...guestHome, brand: 'Lucky' })],
  ['page data without its path', JSON.stringify({ ...guestHome, page: { requestId: 'games/HomePage', language: 'en' } })],
  ['page data in another language than the page', JSON.stringify({ ...guestHome, page: { ...guestHome.page, language: 'ko' } })],
  ['no word on whether the page area was left to the browser', JSON.stringify({ ...guestHome, pageAreaInBrowser: undefined })],
])('is null for a page with %s: the app then renders it afresh', (_what, text) => {
  expect(readServedState(pageWith(text))).toBeNull();
});

test("the state is the page's to start from only when this browser's session agrees with the render", () => {
  const guest = guestHome as ServedState;
  const member = { ...guest, user: { account: { id: 4 }, user: null, balance: 1, credit: 2, rollingPoint: 3 } } as unknown as ServedState;
  expect(stateForThisSession(guest, false)).toBe(guest);
  expect(stateForThisSession(member, true)).toBe(member);
  // A member who came by a link from another site (rendered as a guest), a session that ended meanwhile.
  expect(stateForThisSession(guest, true)).toBeNull();
  expect(stateForThisSession(member, false)).toBeNull();
  expect(stateForThisSession(null, true)).toBeNull();
});

test('a render that could not read the site`s settings says so (null), and the page asks again', () => {
  expect(readServedState(pageWith(JSON.stringify({ ...guestHome, brand: null })))).toEqual({ ...guestHome, brand: null });
});
