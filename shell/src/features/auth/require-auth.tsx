import { usePlatform } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import type { RouteGuard } from '../../routes/route-table';
import { passes } from './guard-check';
import { LoginPrompt } from './login-prompt';
import { NoPermissionPage } from './no-permission-page';
import { SessionLoading } from './session-loading';
import { sessionState } from './session-state';

export interface RequireAuthProps {
  /**
   * 'partner' also needs `account.role === 'partner'`, 'master' a partner of the master level,
   * 'site' a master holding the `site` right; anyone else signed in sees the no-permission page.
   */
  role?: RouteGuard;
  /** What a signed-out visitor sees; the login prompt unless told (the partner area shows its own login). */
  signedOut?: ReactNode;
  children: ReactNode;
}

/** The `auth` guard. */
export const RequireAuth = observer(function RequireAuth({ role, signedOut, children }: RequireAuthProps) {
  const { user, session } = usePlatform();
  const state = sessionState(user, session.active);
  if (state === 'loading') return <SessionLoading />;
  if (state === 'signed-out') return <>{signedOut ?? <LoginPrompt />}</>;
  if (role && !passes(role, user.account)) return <NoPermissionPage />;
  return <>{children}</>;
});
