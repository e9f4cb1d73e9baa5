import { formatKrw, formatKrwWithUnit, useLanguage } from '@casino/platform';
import { Tag } from 'antd';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { TreeAccount } from '../store/structure-store';

const LEVEL_COLORS = { master: 'gold', agency: 'blue', member: 'default' } as const;

/** One account in the tree: ID, nickname, level, balance and, for a partner, the size of its line. */
export function NodeTitle({ account }: { account: TreeAccount }) {
  const { t } = usePartnerTranslation();
  const { language } = useLanguage();
  return (
    <span className="structure-node" data-account-id={account.id}>
      <span className="structure-username">{account.username}</span>
      {account.nickname ? <span className="structure-nickname">({account.nickname})</span> : null}
      <Tag color={LEVEL_COLORS[account.level]}>{t(`common.level.${account.level}`)}</Tag>
      {account.balance !== null ? (
        <span className="structure-figure">
          {t('structure.balance')} {formatKrwWithUnit(account.balance, language)}
        </span>
      ) : null}
      {account.level !== 'member' && account.balance !== null ? (
        <span className="structure-figure">{t('structure.counts', { members: formatKrw(account.members), partners: formatKrw(account.partners) })}</span>
      ) : null}
    </span>
  );
}
