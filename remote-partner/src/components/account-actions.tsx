import { useFeedback } from '@casino/platform';
import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { useState } from 'react';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import { openAccountWindow, type AccountWindow } from '../lib/account-windows';
import { AuditTrailDrawer } from './audit-trail-drawer';

interface AccountActionsProps {
  account: { id: number; username: string; level: 'master' | 'agency' | 'member' };
  /**
   * A direct child of the signed-in partner: only those can be topped up, refunded and given
   * rolling rates (the API's rule: a partner trades with and sets rates for its own children).
   */
  direct: boolean;
}

/**
 * A row's actions: top-up and refund as buttons, the rest in a menu; each opens its pop-up
 * window (or the audit drawer). Every control is a button with the account in its name.
 */
export function AccountActions({ account, direct }: AccountActionsProps) {
  const { t } = usePartnerTranslation();
  const { messages } = useFeedback();
  const [auditOpen, setAuditOpen] = useState(false);

  const open = (kind: AccountWindow) => {
    if (!openAccountWindow(kind, account)) messages.warning(t('common.popupBlocked'));
  };

  const isMember = account.level === 'member';
  const menu: MenuProps['items'] = [
    ...(direct ? [{ key: 'rolling-setting', label: t('account.rollingSetting') }] : []),
    { key: 'login-history', label: t('account.loginHistory') },
    // Deposit and withdrawal requests are members' (spec: statements).
    ...(isMember
      ? [
          { key: 'deposit-list', label: t('account.depositList') },
          { key: 'withdraw-list', label: t('account.withdrawList') },
        ]
      : []),
    { key: 'audit', label: t('account.audit') },
  ];

  return (
    <Flex gap={4} wrap="nowrap">
      {direct && (
        <>
          <Button size="small" type="primary" aria-label={`${t('account.topUp')} ${account.username}`} onClick={() => open('deposit')}>
            {t('account.topUp')}
          </Button>
          <Button size="small" aria-label={`${t('account.refund')} ${account.username}`} onClick={() => open('withdraw')}>
            {t('account.refund')}
          </Button>
        </>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: menu,
          onClick: ({ key }) => (key === 'audit' ? setAuditOpen(true) : open(key as AccountWindow)),
        }}
      >
        <Button size="small" aria-label={t('account.moreActions', { username: account.username })}>
          ⋯
        </Button>
      </Dropdown>
      {auditOpen && <AuditTrailDrawer account={account} open={auditOpen} onClose={() => setAuditOpen(false)} />}
    </Flex>
  );
}
