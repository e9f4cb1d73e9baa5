import { type ModalProps, useFeedback, usePlatform } from '@casino/platform';
import { Button, Modal } from 'antd';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { type LoginResult } from './api/login';
import { keepNext } from '../../modals/next-modal';
import { LoginForm } from './login-form';

/** The member login dialog (`?modal=login`, `modal.username` pre-fills the ID: after sign-up). */
export function LoginModal({ params, onClose }: ModalProps) {
  const { t } = useShellTranslation();
  const { user, modals, events } = usePlatform();
  const { messages } = useFeedback();

  // No close here: the no-auth guard around this dialog closes it once the account is in.
  const onLoggedIn = async ({ account }: LoginResult) => {
    void messages.success(t('login.success'));
    await user.signIn(account).catch(() => undefined);
    // Announcement popups are for signed-in users: show them now (spec 2).
    events.emit('refetchBoardMessages');
  };

  return (
    <Modal open title={t('login.title')} onCancel={onClose} footer={null} destroyOnHidden width={400}>
      <LoginForm onLoggedIn={onLoggedIn} initialUsername={params.username} />
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Button type="link" onClick={() => modals.open('signup', keepNext(params), { replace: true })}>
          {t('header.signup')}
        </Button>
      </div>
    </Modal>
  );
}
