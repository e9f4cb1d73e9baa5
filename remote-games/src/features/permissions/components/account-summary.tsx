import type { StaffPermissions } from '@casino/contract';
import { Alert, Descriptions, Tag } from 'antd';
import { usePermissionsTranslation } from '../../../i18n/use-permissions-translation';

/** Who the rules are about: ID, nickname, level, partner; and what its rules mean at its level. */
export function AccountSummary({ account }: { account: StaffPermissions['account'] }) {
  const { t } = usePermissionsTranslation();
  const isMember = account.level === 'member';
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 4 }}
        className="games-permissions-account"
        items={[
          { key: 'username', label: t('account.username'), children: account.username },
          { key: 'nickname', label: t('account.nickname'), children: account.nickname },
          { key: 'level', label: t('account.level'), children: <Tag>{t(`levels.${account.level}`)}</Tag> },
          { key: 'partner', label: t('account.partner'), children: account.partner?.username ?? t('account.noPartner') },
        ]}
      />
      <Alert
        type="info"
        showIcon
        className="games-permissions-scope"
        title={t(isMember ? 'scope.member.title' : 'scope.partner.title')}
        description={t(isMember ? 'scope.member.body' : 'scope.partner.body', { partner: account.partner?.username ?? '' })}
      />
    </>
  );
}
