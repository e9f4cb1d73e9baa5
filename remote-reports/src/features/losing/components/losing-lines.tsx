import { LOSING_LINE_COLUMNS, type LosingLine } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { BackOfficeTable, type BackOfficeColumn } from '@casino/platform/back-office';
import { Money } from '../../../components/money';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { formatRate } from '../../../lib/format';
import { tableColumns } from '../../../lib/report-columns';

const amount = (figure: 'bet' | 'prize' | 'refund' | 'rolling' | 'base' | 'amount') => ({
  align: 'right' as const,
  render: (_: unknown, line: LosingLine) => <Money amount={line[figure]} />,
});

/**
 * The working of one figure, a row per branch and game type: base = bet - prize - refund - rolling;
 * amount = base x (own rate - branch rate). The columns are the losing CSV's (its partner's lines);
 * the branch pinned, its game type, base and losing on a phone's card. No column chooser: a working
 * with a part hidden no longer adds up, and each partner's card would keep its own choice.
 */
export function LosingLines({ label, lines }: { label: string; lines: LosingLine[] }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const columns: BackOfficeColumn<LosingLine>[] = tableColumns(LOSING_LINE_COLUMNS, language, {
    branch: { render: (_, line) => (line.branch ? `${line.branch.username} (${t(`common.level.${line.branch.level}`)})` : t('losing.lines.ownMembers')) },
    game_type: { card: true, render: (_, line) => t(`common.gameType.${line.game_type}`) },
    bet: amount('bet'),
    prize: amount('prize'),
    refund: amount('refund'),
    rolling: amount('rolling'),
    base: { ...amount('base'), card: true },
    own_rate_bp: { align: 'right', render: (_, line) => formatRate(line.own_rate_bp, language) },
    branch_rate_bp: { align: 'right', render: (_, line) => formatRate(line.branch_rate_bp, language) },
    amount: { ...amount('amount'), card: true },
  });
  return (
    <BackOfficeTable<LosingLine>
      tableId="reports.losing-lines"
      label={label}
      columnChooser={false}
      rowKey={(line) => `${line.branch?.id ?? 'own'}-${line.game_type}`}
      columns={columns}
      dataSource={lines}
      pagination={false}
      locale={{ emptyText: t('losing.lines.empty') }}
    />
  );
}
