import { formatKrwWithUnit, useLanguage } from '@casino/platform';

/** An amount in won as the language writes it; a negative one in the error colour (its sign says it too). */
export function Money({ amount }: { amount: number }) {
  const { language } = useLanguage();
  return <span className={amount < 0 ? 'dashboard-negative' : undefined}>{formatKrwWithUnit(amount, language)}</span>;
}
