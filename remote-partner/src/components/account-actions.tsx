import { lazyWithRetry, useFeedback } from '@casino/platform';
import { RowActions, type RowAction } from '@casino/platform/back-office';
import { Suspense, useState } from 'react';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import { openAccountWindow, type AccountWindow } from '../lib/account-windows';
import { AuditTrailDrawer } from './audit-trail-drawer';

// The protection feature's drawer, in a chunk of its own with its own messages: loaded when a partner opens it.
const ProtectionDrawer = lazyWithRetry(() => import('../features/protection/components/protection-drawer'));

interface AccountActionsProps {
  account: { id: number; username: string; level: 'master' | 'agency' | 'member' };
  /**
   * A direct child of the signed-in partner: only those can be topped up, refunded and given
   * rolling rates (the API's rule: a partner trades with and sets rates for its own children).
   */
  direct: boolean;
}

/**
 * A row's actions: top-up and refund first, then the rest; each opens its pop-up window (or the
 * audit drawer). The table decides which show as buttons and which in a menu.
 */
export function AccountActions({ account, direct }: AccountActionsProps) {
  const { t } = usePartnerTranslation();
  const { messages } = useFeedback();
  const [auditOpen, setAuditOpen] = useState(false);
  const [protectionOpen, setProtectionOpen] = useState(false);

  const windowAction = (kind: AccountWindow, label: string, primary = false): RowAction => ({
    key: kind,
    label,
    primary,
    onClick: () => {
      if (!openAccountWindow(kind, account)) messages.warning(t('common.popupBlocked'));
    },
  });

  const isMember = account.level === 'member';
  const actions: RowAction[] = [
    ...(direct
      ? [windowAction('deposit', t('account.topUp'), true), windowAction('withdraw', t('account.refund'), true), windowAction('rolling-setting', t('account.rollingSetting'))]
      : []),
    windowAction('login-history', t('account.loginHistory')),
    // Deposit and withdrawal requests are members' (spec: statements).
    ...(isMember
      ? [
          windowAction('deposit-list', t('account.depositList')),
          windowAction('withdraw-list', t('account.withdrawList')),
          { key: 'protection', label: t('account.protection'), onClick: () => setProtectionOpen(true) },
        ]
      : []),
    { key: 'audit', label: t('account.audit'), onClick: () => setAuditOpen(true) },
  ];

  return (
    <>
      <RowActions name={account.username} actions={actions} />
      {auditOpen && <AuditTrailDrawer account={account} open={auditOpen} onClose={() => setAuditOpen(false)} />}
      {protectionOpen && (
        <Suspense fallback={null}>
          <ProtectionDrawer account={account} open={protectionOpen} onClose={() => setProtectionOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
