import { App, message } from 'antd';
export type Messages = Pick<ReturnType<typeof App.useApp>['message'], 'warning' | 'error'>;

/**
 * antd's message bound to the shell's `App` (its theme and locale). A remote running standalone
 * has no `App` above it, and the context then holds no functions: use the static one.
 */
export function useMessage(): Messages {
  const { message: fromApp } = App.useApp();
  return typeof fromApp.warning === 'function' ? fromApp : message;
}
