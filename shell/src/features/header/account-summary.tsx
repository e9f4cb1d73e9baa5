import { formatKrwWithUnit, useLanguage, useUser } from '@casino/platform';
import { Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

/** Nickname and the three balances, in whole won with the unit of the language. */
export const AccountSummary = observer(function AccountSummary({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const user = useUser();
  if (!user.account) return null;
  const figures = [
    { key: 'balance', label: t('header.balance'), value: user.balance },
    { key: 'credit', label: t('header.credit'), value: user.credit },
    { key: 'rolling', label: t('header.rollingPoint'), value: user.rollingPoint },
  ];
  return (
    <Space orientation={vertical ? 'vertical' : 'horizontal'} size={vertical ? 4 : 16} wrap>
      <Typography.Text strong data-testid="nickname">
        {user.account.nickname}
      </Typography.Text>
      {figures.map((figure) => (
        <Typography.Text key={figure.key} data-testid={`figure-${figure.key}`} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text type="secondary">{figure.label}</Typography.Text> {formatKrwWithUnit(figure.value, language)}
        </Typography.Text>
      ))}
    </Space>
  );
});
