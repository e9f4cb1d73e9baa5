import { formatKrwWithUnit, useCommonTranslation, useLanguage, useUser } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { Text } from '../../components/text';

interface AccountSummaryProps {
  vertical?: boolean;
  /** The phone's top bar: cash and game credit only, small, one under the other. */
  compact?: boolean;
}

/** Nickname and the three balances, in whole won with the unit of the language. */
export const AccountSummary = observer(function AccountSummary({ vertical = false, compact = false }: AccountSummaryProps) {
  const { t } = useCommonTranslation();
  const { language } = useLanguage();
  const user = useUser();
  if (!user.account) return null;
  const figures = [
    { key: 'balance', label: t('money.cash'), value: user.balance },
    { key: 'credit', label: t('money.credit'), value: user.credit },
    { key: 'rolling', label: t('money.rollingPoint'), value: user.rollingPoint },
  ];
  if (compact) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', fontSize: 12, lineHeight: 1.4, minWidth: 0 }} data-testid="account-compact">
        {figures.slice(0, 2).map((figure) => (
          <Text key={figure.key} data-testid={`figure-${figure.key}`} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            <Text tone="secondary" style={{ fontSize: 12 }}>
              {figure.label}
            </Text>{' '}
            {formatKrwWithUnit(figure.value, language)}
          </Text>
        ))}
      </div>
    );
  }
  return (
    <div className={`header-summary${vertical ? ' header-summary--vertical' : ''}`}>
      <Text strong data-testid="nickname">
        {user.account.nickname}
      </Text>
      {figures.map((figure) => (
        <Text key={figure.key} data-testid={`figure-${figure.key}`} style={{ whiteSpace: 'nowrap' }}>
          <Text tone="secondary">{figure.label}</Text> {formatKrwWithUnit(figure.value, language)}
        </Text>
      ))}
    </div>
  );
});
