import { type RemoteModuleRef } from '@casino/contract';
import type { ShellKey } from '../i18n/use-shell-translation';

/**
 * Every dialog the URL can open (`?modal=<id>`), and who renders it. A remote modal's `title`
 * (an i18n key) is shown only when the remote is unavailable: otherwise the remote has its own. Remote modals
 * default-export a component `({ params, onClose })`; the shell wraps it in an antd Modal.
 */
export type ShellModalId = 'login' | 'signup' | 'board-message';

export type ModalEntry =
  | { kind: 'shell'; id: ShellModalId; access: 'guest' | 'any' }
  | { kind: 'remote'; target: RemoteModuleRef; access: 'member' | 'any'; width?: number; title: ShellKey };

export const MODALS: Readonly<Record<string, ModalEntry>> = {
  login: { kind: 'shell', id: 'login', access: 'guest' },
  signup: { kind: 'shell', id: 'signup', access: 'guest' },
  'board-message': { kind: 'shell', id: 'board-message', access: 'any' },
  deposit: { kind: 'remote', target: { remote: 'wallet', module: './DepositModal' }, access: 'member', width: 720, title: 'header.deposit' },
  withdraw: { kind: 'remote', target: { remote: 'wallet', module: './WithdrawModal' }, access: 'member', width: 720, title: 'header.withdraw' },
  convert: { kind: 'remote', target: { remote: 'wallet', module: './ConvertModal' }, access: 'member', width: 560, title: 'header.convert' },
  limits: { kind: 'remote', target: { remote: 'wallet', module: './LimitsModal' }, access: 'member', width: 640, title: 'header.limits' },
  notice: { kind: 'remote', target: { remote: 'support', module: './NoticeModal' }, access: 'any', width: 720, title: 'header.notice' },
  inbox: { kind: 'remote', target: { remote: 'support', module: './InboxModal' }, access: 'member', width: 720, title: 'header.inbox' },
  'customer-service': { kind: 'remote', target: { remote: 'support', module: './CustomerServiceModal' }, access: 'member', width: 720, title: 'header.customerService' },
};

export function modalEntry(id: string): ModalEntry | null {
  return Object.hasOwn(MODALS, id) ? (MODALS[id] ?? null) : null;
}
