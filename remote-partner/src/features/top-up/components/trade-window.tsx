import { agencyTrade, maxLengthOf, type TradeDirection } from '@casino/contract';
import { formatKrw, formatKrwWithUnit, useHttp, useLanguage } from '@casino/platform';
import { AmountField } from '@casino/platform/amount';
import { WindowFrame } from '@casino/platform/back-office';
import { Alert, Button, Descriptions, Flex, Form, Input, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { AccountProblem } from '../../../components/account-problem';
import { WindowLoading } from '../../../components/window-loading';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { notifyRefresh } from '../../../lib/partner-channel';
import { useWindowAccount } from '../../../lib/window-query';
import { TradeWindowStore } from '../store/trade-window-store';

const MEMO_MAX_LENGTH = maxLengthOf(agencyTrade.body, 'memo');

/** The top-up (pay) and refund (recover) windows: one form, two directions. */
export const TradeWindow = observer(function TradeWindow({ direction }: { direction: TradeDirection }) {
  const { t } = usePartnerTranslation();
  const http = useHttp();
  const { language } = useLanguage();
  const { id, username } = useWindowAccount();
  const [store] = useState(() => new TradeWindowStore(http, direction, t('common.error')));
  const kind = direction === 'pay' ? 'deposit' : 'withdraw';

  useEffect(() => {
    void store.open(id, username);
  }, [store, id, username]);

  const submit = async () => {
    if (await store.submit()) notifyRefresh();
  };

  const { account } = store;
  const won = (amount: number) => formatKrwWithUnit(amount, language);
  return (
    <WindowFrame title={t(`windows.${kind}.title`)}>
      {store.load.status === 'problem' ? (
        <AccountProblem problem={store.load.problem} onRetry={() => void store.open(id, username)} />
      ) : store.load.status === 'loading' || !account ? (
        <WindowLoading />
      ) : (
        <>
          <Descriptions
            size="small"
            bordered
            column={1}
            style={{ marginBottom: 16 }}
            title={t('windows.trade.child')}
            items={[
              { key: 'username', label: t('windows.trade.username'), children: account.username },
              { key: 'nickname', label: t('windows.trade.nickname'), children: account.nickname },
              { key: 'balance', label: t('windows.trade.balance'), children: won(account.balance) },
            ]}
          />
          {store.step === 'done' && store.done ? (
            <Result
              status="success"
              title={t(`windows.${kind}.success`, { amount: formatKrw(store.done.amount), balance: formatKrw(store.done.childBalance) })}
              // The frame's close button is beside the heading; this offers another one of the same kind.
              extra={
                <Button onClick={store.again}>
                  {t(`windows.${kind}.submit`)}
                </Button>
              }
            />
          ) : store.step === 'confirm' ? (
            <section aria-labelledby="trade-confirm">
              <h2 id="trade-confirm" style={{ fontSize: 16 }}>
                {t('windows.trade.confirmHeading')}
              </h2>
              <p>{t(`windows.${kind}.confirmLine`, { username: account.username, amount: formatKrw(store.amount ?? 0) })}</p>
              {store.memo.trim() && (
                <p>
                  {t('windows.trade.memo')}: {store.memo.trim()}
                </p>
              )}
              {store.error && <Alert type="error" showIcon title={store.error} style={{ marginBottom: 12 }} role="alert" />}
              <Flex gap={8} wrap>
                <Button onClick={store.edit} disabled={store.submitting}>
                  {t('windows.trade.back')}
                </Button>
                <Button type="primary" danger={direction === 'recover'} loading={store.submitting} onClick={() => void submit()}>
                  {t(`windows.${kind}.submit`)}
                </Button>
              </Flex>
            </section>
          ) : (
            <Form layout="vertical" onFinish={store.review}>
              <AmountField
                text={store.amountText}
                rule={store.rule}
                onChange={store.setAmount}
                onAdd={store.addAmount}
                aboveMax={direction === 'recover' ? t('windows.withdraw.aboveBalance', { amount: formatKrw(store.max) }) : undefined}
                error={store.amountMissing ? t('windows.trade.enterAmount') : null}
                help={direction === 'recover' ? t('windows.withdraw.cap', { amount: formatKrw(store.max) }) : undefined}
              />
              <Form.Item label={t('windows.trade.memo')} htmlFor="trade-memo">
                <Input.TextArea
                  id="trade-memo"
                  maxLength={MEMO_MAX_LENGTH}
                  rows={3}
                  placeholder={t('windows.trade.memoPlaceholder')}
                  value={store.memo}
                  onChange={(event) => store.setMemo(event.target.value)}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block disabled={store.amountRefused}>
                {t('windows.trade.next')}
              </Button>
            </Form>
          )}
        </>
      )}
    </WindowFrame>
  );
});
