import type { RiskFlag } from '@casino/contract';
import { formatKrwWithUnit, type Lang } from '@casino/platform';
import type { RiskT } from '../../../i18n/use-risk-translation';

/** The members a shared address or browser names, with how many more there are. */
function othersText(t: RiskT, others: string[], count: number): string {
  const names = others.join(', ');
  return count > others.length ? t('why.more', { names, count: count - others.length }) : names;
}

/** Why a flag was raised, in words, with its figures. */
export function whyOf(t: RiskT, language: Lang, { flag }: RiskFlag): string {
  switch (flag.kind) {
    case 'shared_address':
      return t('why.shared_address', { address: flag.address, others: othersText(t, flag.others, flag.others_count) });
    case 'shared_device':
      return t('why.shared_device', { others: othersText(t, flag.others, flag.others_count) });
    case 'many_addresses':
      return t('why.many_addresses', { day: flag.day, addresses: flag.addresses });
    case 'big_win':
      return t('why.big_win', {
        game: flag.game,
        prize: formatKrwWithUnit(flag.prize, language),
        median: formatKrwWithUnit(flag.median, language),
        times: Math.floor(flag.prize / flag.median),
      });
    case 'low_turnover': {
      const krw = (amount: number) => formatKrwWithUnit(amount, language);
      return t('why.low_turnover', { amount: krw(flag.amount), deposit: krw(flag.deposit), staked: krw(flag.staked), required: krw(flag.required) });
    }
  }
}
