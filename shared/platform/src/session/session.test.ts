import { createSession, SIGNED_IN_COOKIE } from './session';

afterEach(() => {
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
  document.cookie = 'other=; path=/; max-age=0';
});

describe('the session as the page sees it', () => {
  it('is active while the readable signed_in cookie is there, whatever other cookies say', () => {
    const session = createSession();
    document.cookie = 'other=signed_in=1; path=/';
    expect(session.active).toBe(false);
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    expect(session.active).toBe(true);
  });

  it('clears the cookie and moves the epoch on sign-out; begin moves it too', () => {
    const session = createSession();
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    session.begin();
    expect(session.epoch).toBe(1);
    session.clear();
    expect(session.active).toBe(false);
    expect(session.epoch).toBe(2);
    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE);
  });
});
