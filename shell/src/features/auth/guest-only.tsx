import { usePlatform } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { sessionState } from './session-state';

export interface GuestOnlyProps {
  /** Where a signed-in user is sent (a page); ignored when `onSignedIn` is given. */
  redirectTo?: string;
  /** For a dialog: what to do instead of navigating (close the modal). */
  onSignedIn?: () => void;
  children: ReactNode;
}

/** The `no-auth` guard: login and sign-up are for visitors; signed-in users are sent away. */
export const GuestOnly = observer(function GuestOnly({ redirectTo = '/', onSignedIn, children }: GuestOnlyProps) {
  const { user, session } = usePlatform();
  const state = sessionState(user, session.active);
  const signedIn = state === 'member' || state === 'partner';
  useEffect(() => {
    if (signedIn && onSignedIn) onSignedIn();
  }, [signedIn, onSignedIn]);
  if (state === 'loading' || (signedIn && onSignedIn)) return null;
  if (signedIn) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
});
