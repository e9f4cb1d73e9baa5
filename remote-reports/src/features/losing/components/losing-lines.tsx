import type { LosingLine } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Money } from '../../../components/money';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { formatRate } from '../../../lib/format';

const AMOUNTS = ['bet', 'prize', 'refund', 'rolling', 'base'] as const;

/** The working of one figure, a row per branch and game type: base = bet - prize - refund - rolling; amount = base x (own rate - branch rate). */
export function LosingLines({ label, lines }: { label: string; lines: LosingLine[] }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const columns: ColumnsType<LosingLine> = [
    { key: 'branch', title: t('losing.lines.branch'), render: (_, line) => (line.branch ? `${line.branch.username} (${t(`common.level.${line.branch.level}`)})` : t('losing.lines.ownMembers')) },
    { key: 'gameType', title: t('losing.lines.gameType'), render: (_, line) => t(`common.gameType.${line.game_type}`) },
    ...AMOUNTS.map((figure) => ({
      key: figure,
      title: t(`losing.lines.${figure}`),
      align: 'right' as const,
      render: (_: unknown, line: LosingLine) => <Money amount={line[figure]} />,
    })),
    { key: 'ownRate', title: t('losing.lines.ownRate'), align: 'right', render: (_, line) => formatRate(line.own_rate_bp, language) },
    { key: 'branchRate', title: t('losing.lines.branchRate'), align: 'right', render: (_, line) => formatRate(line.branch_rate_bp, language) },
    { key: 'amount', title: t('losing.lines.amount'), align: 'right', render: (_, line) => <Money amount={line.amount} /> },
  ];
  return (
    <Table<LosingLine>
      aria-label={label}
      size="small"
      rowKey={(line) => `${line.branch?.id ?? 'own'}-${line.game_type}`}
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('losing.lines.empty') }}
    />
  );
}
