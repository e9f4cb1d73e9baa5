import { usePlatform } from './hooks';
import { App, message as staticMessage, Modal } from 'antd';
import type { ReactNode } from 'react';

type AppApi = ReturnType<typeof App.useApp>;
export type Messages = Pick<AppApi['message'], 'success' | 'error' | 'warning'>;

export interface ConfirmOptions {
  title: ReactNode;
  content: ReactNode;
  okText: string;
  cancelText: string;
}

/**
 * antd's message and confirm bound to the shell's `App` (its theme and locale); a remote running
 * standalone has no `App` above it, and then the static ones are used. A confirm closes with
 * every other dialog when the platform closes them all (a 401).
 */
export function useFeedback() {
  const app = App.useApp();
  const { modals } = usePlatform();
  const messages: Messages = typeof app.message.success === 'function' ? app.message : staticMessage;
  const confirm = typeof app.modal.confirm === 'function' ? app.modal.confirm : Modal.confirm;

  const ask = (options: ConfirmOptions): Promise<boolean> =>
    new Promise((resolve) => {
      let off = () => {};
      const dialog = confirm({
        ...options,
        okButtonProps: { danger: true },
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => {
          off();
          resolve(true);
        },
        onCancel: () => {
          off();
          resolve(false);
        },
      });
      off = modals.onCloseAll(() => {
        dialog.destroy();
        resolve(false);
      });
    });

  return { messages, ask };
}
