import { App, message as staticMessage, Modal } from 'antd';
import type { ReactNode } from 'react';
import { usePlatform } from './hooks';

type AppApi = ReturnType<typeof App.useApp>;
export type Messages = Pick<AppApi['message'], 'success' | 'error' | 'warning'>;

export interface ConfirmOptions {
  title: ReactNode;
  content: ReactNode;
  okText: string;
  cancelText: string;
}

export interface AlertOptions {
  title: ReactNode;
  content: ReactNode;
  okText: string;
}

/**
 * antd's message, confirm and error dialogs bound to the shell's `App` (its theme and locale); a
 * remote running standalone has no `App` above it, and then the static ones are used. A dialog
 * closes with every other one when the platform closes them all (a 401).
 */
export function useFeedback() {
  const app = App.useApp();
  const { modals } = usePlatform();
  const messages: Messages = typeof app.message.success === 'function' ? app.message : staticMessage;
  const confirm = typeof app.modal.confirm === 'function' ? app.modal.confirm : Modal.confirm;
  const error = typeof app.modal.error === 'function' ? app.modal.error : Modal.error;

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

  /** An error dialog with one button; resolves when it is dismissed. */
  const alertError = (options: AlertOptions): Promise<void> =>
    new Promise((resolve) => {
      let off = () => {};
      const dismissed = () => {
        off();
        resolve();
      };
      // Esc closes it too (onCancel), not only the button.
      const dialog = error({ ...options, onOk: dismissed, onCancel: dismissed });
      off = modals.onCloseAll(() => {
        dialog.destroy();
        resolve();
      });
    });

  return { messages, ask, alertError };
}
