import type { RollingWorking } from '@casino/contract';
import { formatKrwWithUnit, useLanguage } from '@casino/platform';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { formatRate } from '../../../lib/format';

/** How a round's credit was made, written out: bet x the earner's rate, less bet x its child's rate (the child named), equals what was expected. */
export function WorkingCell({ row }: { row: RollingWorking }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  return (
    <span className="reports-working">
      {t('windows.rolling.working', {
        bet: formatKrwWithUnit(row.bet, language),
        own: formatRate(row.own_rate_bp, language),
        child: row.child.username,
        childRate: formatRate(row.child_rate_bp, language),
        expected: formatKrwWithUnit(row.expected, language),
      })}
    </span>
  );
}
