import { lazyWithRetry, useFeedback, useUser } from '@casino/platform';
import { RowActions, type RowAction } from '@casino/platform/back-office';
import { Suspense, useState } from 'react';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import { openAccountWindow, type AccountWindow } from '../lib/account-windows';

// The drawers load when a partner opens one, each in a chunk of its own (the protection and
// allow-list features' with their own messages too), so partner management's first chunk stays
// within its byte budget.
const AuditTrailDrawer = lazyWithRetry(() => import('./audit-trail-drawer'));
const ProtectionDrawer = lazyWithRetry(() => import('../features/protection/components/protection-drawer'));
// A line partner's sign-in addresses (a master's).
const AllowListDrawer = lazyWithRetry(() => import('../features/allow-list/components/allow-list-drawer'));

/** The side drawers a row opens, one at a time. */
const DRAWERS = { audit: AuditTrailDrawer, protection: ProtectionDrawer, 'allow-list': AllowListDrawer };
type DrawerKey = keyof typeof DRAWERS;

interface AccountActionsProps {
  account: { id: number; username: string; level: 'master' | 'agency' | 'member' };
  /**
   * A direct child of the signed-in partner: only those can be topped up, refunded and given
   * rolling rates (the API's rule: a partner trades with and sets rates for its own children).
   */
  direct: boolean;
}

/**
 * A row's actions: top-up and refund first, then the rest; each opens its pop-up window or its
 * side drawer. The table decides which show as buttons and which in a menu.
 */
export function AccountActions({ account, direct }: AccountActionsProps) {
  const { t } = usePartnerTranslation();
  const { messages } = useFeedback();
  const [drawer, setDrawer] = useState<DrawerKey | null>(null);
  const callerMaster = useUser().account?.level === 'master';
  const drawerAction = (key: DrawerKey, label: string): RowAction => ({ key, label, onClick: () => setDrawer(key) });

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
          drawerAction('protection', t('account.protection')),
        ]
      : []),
    // A master keeps the sign-in addresses of its line's partners.
    ...(callerMaster && !isMember ? [drawerAction('allow-list', t('account.allowList'))] : []),
    drawerAction('audit', t('account.audit')),
  ];

  const Drawer = drawer && DRAWERS[drawer];
  return (
    <>
      <RowActions name={account.username} actions={actions} />
      {Drawer && (
        <Suspense fallback={null}>
          <Drawer account={account} open onClose={() => setDrawer(null)} />
        </Suspense>
      )}
    </>
  );
}
