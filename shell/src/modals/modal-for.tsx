import { type ModalProps, useFeedback, usePlatform } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { GuestOnly } from '../features/auth/guest-only';
import { LoginModal } from '../features/auth/login-modal';
import { SessionLoading } from '../features/auth/session-loading';
import { sessionState } from '../features/auth/session-state';
import { SignupModal } from '../features/auth/signup-modal';
import { BoardMessageModal } from '../features/popups/board-message-modal';
import { RemoteTitleContext } from '../remotes/remote-context';
import { RemoteSlot } from '../remotes/remote-slot';
import { modalEntry, type ModalEntry, type ShellModalId } from './modal-table';
import { readNext, rememberNext } from './next-modal';
import { RemoteModalFrame } from './remote-modal-frame';

const SHELL_MODALS: Record<ShellModalId, (props: ModalProps) => ReactNode> = {
  login: LoginModal,
  signup: SignupModal,
  'board-message': BoardMessageModal,
};

/** One open dialog: the shell's own (login, sign-up, a notice) or a remote's in the shell's frame. */
export const ModalFor = observer(function ModalFor({ entry, props }: { entry: ModalEntry; props: ModalProps }) {
  const { user, session } = usePlatform();
  const { t } = useShellTranslation();
  const state = sessionState(user, session.active);

  if (entry.kind === 'shell') {
    const Component = SHELL_MODALS[entry.id];
    if (entry.access === 'guest') {
      return (
        <SignedInContinues params={props.params}>
          <Component {...props} />
        </SignedInContinues>
      );
    }
    return <Component {...props} />;
  }
  if (entry.access === 'member' && state === 'signed-out') return <LoginInstead />;
  return (
    <RemoteModalFrame name={t(entry.title)} width={entry.width} onClose={props.onClose}>
      {(titleId) =>
        state === 'loading' && entry.access === 'member' ? (
          <SessionLoading />
        ) : (
          <RemoteTitleContext.Provider value={t(entry.title)}>
            <RemoteSlot target={entry.target} props={{ ...props, titleId }} />
          </RemoteTitleContext.Provider>
        )
      }
    </RemoteModalFrame>
  );
});

/** Login and sign-up: once signed in, the dialog the visitor first asked for opens, or none. */
function SignedInContinues({ params, children }: { params: Record<string, string>; children: ReactNode }) {
  const { modals } = usePlatform();
  const onSignedIn = useCallback(() => {
    const next = readNext(params);
    if (next && modalEntry(next.id)) modals.open(next.id, next.params, { replace: true });
    else modals.close();
  }, [modals, params]);
  return <GuestOnly onSignedIn={onSignedIn}>{children}</GuestOnly>;
}

/**
 * A member dialog asked for while signed out: the login dialog takes its place in the URL and
 * remembers it, so signing in opens it (a link to `?modal=withdraw` still leads there).
 */
function LoginInstead() {
  const { modals } = usePlatform();
  const { messages } = useFeedback();
  const { t } = useShellTranslation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !modals.current) return;
    done.current = true;
    void messages.warning(t('guard.pleaseLogIn'));
    modals.open('login', rememberNext(modals.current), { replace: true });
  }, [modals, messages, t]);
  return null;
}
