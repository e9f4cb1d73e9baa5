import { formatKrwWithUnit, useLanguage } from '@casino/platform';

/** An amount in won as the language writes it; a negative one keeps its minus sign and is in the error colour too. */
export function Money({ amount }: { amount: number }) {
  const { language } = useLanguage();
  return <span className={amount < 0 ? 'reports-amount reports-negative' : 'reports-amount'}>{formatKrwWithUnit(amount, language)}</span>;
}
