import type { MessageArgsProps } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { FeedbackApi } from '../feedback/feedback-bridge';
import type { Platform } from '../platform';
import { usePlatform } from './hooks';

type ShowMessage = (content: ReactNode | MessageArgsProps, durationSeconds?: number) => void;
export interface Messages {
  success: ShowMessage;
  error: ShowMessage;
  warning: ShowMessage;
}

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

type Dialog = ReturnType<FeedbackApi['modal']['confirm']>;

/**
 * antd's message, confirm and error dialogs, shown by the platform's feedback host under the
 * page's theme and locale (`PlatformProvider` mounts it after the first paint; a call made before
 * then waits for it). A dialog closes with every other one when the platform closes them all (a 401).
 */
export function useFeedback() {
  const { modals, feedback } = usePlatform();
  // The same functions on every render: effects may list them as dependencies.
  return useMemo(() => feedbackFor(modals, feedback), [modals, feedback]);
}

function feedbackFor(modals: Platform['modals'], feedback: Platform['feedback']) {
  const show =
    (kind: keyof Messages): ShowMessage =>
    (content, durationSeconds) =>
      void feedback.whenReady().then((api) => api.message[kind](content, durationSeconds));
  const messages: Messages = { success: show('success'), error: show('error'), warning: show('warning') };
  const open = (make: (api: FeedbackApi) => Dialog, onClosedAll: () => void) => {
    let dialog: Dialog | null = null;
    let closedAll = false;
    const off = modals.onCloseAll(() => {
      closedAll = true;
      dialog?.destroy();
      onClosedAll();
    });
    void feedback.whenReady().then((api) => {
      if (!closedAll) dialog = make(api);
    });
    return off;
  };

  const ask = (options: ConfirmOptions): Promise<boolean> =>
    new Promise((resolve) => {
      const off = open((api) => api.modal.confirm({
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
      }), () => resolve(false));
    });

  /** An error dialog with one button; resolves when it is dismissed. */
  const alertError = (options: AlertOptions): Promise<void> =>
    new Promise((resolve) => {
      const dismissed = () => {
        off();
        resolve();
      };
      // Esc closes it too (onCancel), not only the button.
      const off = open((api) => api.modal.error({ ...options, onOk: dismissed, onCancel: dismissed }), resolve);
    });

  return { messages, ask, alertError };
}
