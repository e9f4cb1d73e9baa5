import type { RiskFlag } from '@casino/contract';
import type { Lang } from '@casino/platform';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import { Tag } from 'antd';
import { DateCell } from '../../../components/date-cell';
import type { PartnerT } from '../../../i18n/use-partner-translation';
import type { RiskT } from '../../../i18n/use-risk-translation';
import { whyOf } from './risk-why';

/** The risk page's columns: whose flag, which, why with its figures, and when. */
export function riskColumns(t: RiskT, partnerT: PartnerT, language: Lang): BackOfficeColumn<RiskFlag>[] {
  return [
    {
      key: 'member',
      title: t('columns.member'),
      render: (_, row) => (
        <span>
          <strong>{row.user.username}</strong> <small>({row.user.nickname})</small>
        </span>
      ),
    },
    { key: 'partner', title: t('columns.partner'), render: (_, row) => row.user.partner },
    { key: 'flag', title: t('columns.flag'), card: true, render: (_, row) => <Tag color="orange">{partnerT(`riskKinds.${row.flag.kind}`)}</Tag> },
    { key: 'why', title: t('columns.why'), card: true, render: (_, row) => whyOf(t, language, row) },
    { key: 'at', title: t('columns.at'), render: (_, row) => <DateCell iso={row.at} /> },
  ];
}
