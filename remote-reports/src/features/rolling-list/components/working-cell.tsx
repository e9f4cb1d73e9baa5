import type { RollingWorking } from '@casino/contract';
import { formatKrwWithUnit, useLanguage } from '@casino/platform';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { formatRate } from '../../../lib/format';

type Step = RollingWorking['steps'][number];

/**
 * How a round's credit was made, call by call: each bet x the earner's rate, less bet x its
 * child's rate (the child named), at the rates that bet was paid at; each rollback with what it
 * took back; and their sum when there are several. The sum is the ledger's amount.
 */
export function WorkingCell({ row }: { row: RollingWorking }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const krw = (amount: number) => formatKrwWithUnit(amount, language);
  const text = (step: Step) => {
    if (step.kind === 'rollback') {
      return step.ref_txn_id
        ? t('windows.rolling.rollbackOf', { bet: step.ref_txn_id, amount: krw(step.amount) })
        : t('windows.rolling.rollback', { amount: krw(step.amount) });
    }
    if (step.own_rate_bp === null || step.child_rate_bp === null) return t('windows.rolling.unrated', { bet: krw(step.stake), amount: krw(step.amount) });
    return t('windows.rolling.working', {
      bet: krw(step.stake),
      own: formatRate(step.own_rate_bp, language),
      child: row.child.username,
      childRate: formatRate(step.child_rate_bp, language),
      expected: krw(step.amount),
    });
  };
  return (
    <div className="reports-working">
      {row.steps.length === 1 ? (
        text(row.steps[0]!)
      ) : (
        <>
          <ol className="reports-working-steps">
            {row.steps.map((step) => (
              <li key={`${step.kind}-${step.txn_id}`}>{text(step)}</li>
            ))}
          </ol>
          <div className="reports-working-sum">{t('windows.rolling.sum', { amount: krw(row.expected) })}</div>
        </>
      )}
    </div>
  );
}
