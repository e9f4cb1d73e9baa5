import { SIGNED_IN_COOKIE } from '../session/session';

/** What a login answer leaves where scripts can see it: tests start a "signed in" page with this. */
export function startTestSession(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
}
