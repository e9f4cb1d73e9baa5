import { formatKrwWithUnit, useLanguage, useUser } from '@casino/platform';
import { Descriptions } from 'antd';
import { observer } from 'mobx-react-lite';
import { useWalletTranslation } from '../../../i18n/use-wallet-translation';

/** Where a withdrawal goes (the member's bank and masked account) and the cash it can take. */
export const WithdrawAccount = observer(function WithdrawAccount() {
  const { t } = useWalletTranslation();
  const { language } = useLanguage();
  const user = useUser();
  const profile = user.user;
  const items = [
    ...(profile?.bank_name ? [{ key: 'account', label: t('withdraw.account'), children: `${profile.bank_name} ${profile.account_number}`.trim() }] : []),
    ...(user.isLoggedIn ? [{ key: 'balance', label: t('withdraw.balance'), children: formatKrwWithUnit(user.balance, language) }] : []),
  ];
  if (items.length === 0) return null;
  return <Descriptions size="small" column={1} bordered items={items} style={{ marginBottom: 12 }} data-testid="withdraw-account" />;
});
