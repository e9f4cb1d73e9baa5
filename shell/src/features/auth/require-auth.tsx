import { usePlatform } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { LoginPrompt } from './login-prompt';
import { NoPermissionPage } from './no-permission-page';
import { SessionLoading } from './session-loading';
import { sessionState } from './session-state';

export interface RequireAuthProps {
  /** 'partner' also needs `account.role === 'partner'`; a member then sees the no-permission page. */
  role?: 'partner';
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
  if (role === 'partner' && state !== 'partner') return <NoPermissionPage />;
  return <>{children}</>;
});
