import { useFeedback, useHttp } from '@casino/platform';
import { NumberInput, useNumberCheck, WindowFrame } from '@casino/platform/back-office';
import { Alert, Button, Descriptions, Form } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { AccountProblem } from '../../../components/account-problem';
import { WindowLoading } from '../../../components/window-loading';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { bpToPercent } from '../../../lib/format';
import { notifyRefresh } from '../../../lib/partner-channel';
import { useWindowAccount } from '../../../lib/window-query';
import { GAME_TYPES, RollingSettingStore } from '../store/rolling-setting-store';

/** /windows/rolling-setting?id=: a direct child's rolling rates per game type, shown in %. */
function RollingSettingWindow() {
  const { t } = usePartnerTranslation();
  const http = useHttp();
  const { messages } = useFeedback();
  const { message } = useNumberCheck();
  const { id, username } = useWindowAccount();
  const [store] = useState(() => new RollingSettingStore(http, t('common.error')));

  useEffect(() => {
    void store.open(id, username);
  }, [store, id, username]);

  const save = async () => {
    const outcome = await store.save();
    if (outcome === 'saved') {
      messages.success(t('windows.rolling.saved'));
      notifyRefresh();
    } else if (outcome === 'unchanged') messages.warning(t('windows.rolling.unchanged'));
  };

  const { own, child } = store;
  const percent = (bp: number) => t('common.percent', { rate: bpToPercent(bp) });
  return (
    <WindowFrame title={t('windows.rolling.title')}>
      {store.load.status === 'problem' ? (
        <AccountProblem problem={store.load.problem} onRetry={() => void store.open(id, username)} />
      ) : store.load.status === 'loading' || !own || !child ? (
        <WindowLoading />
      ) : (
        <>
          <Descriptions
            size="small"
            bordered
            column={1}
            title={t('windows.rolling.own')}
            style={{ marginBottom: 16 }}
            items={GAME_TYPES.map((type) => ({ key: type, label: t(`windows.rolling.${type}`), children: percent(own[type]) }))}
          />
          <Form layout="vertical" onFinish={() => void save()}>
            <h2 style={{ fontSize: 16 }}>{t('windows.rolling.child', { username: child.username })}</h2>
            {GAME_TYPES.map((type) => {
              const rule = store.rule(type);
              const problem = message(store.reading(type), rule, {
                aboveMax: t('windows.rolling.aboveOwn', { rate: bpToPercent(own[type]) }),
                format: (rate) => t('common.percent', { rate }),
              });
              return (
                <Form.Item
                  key={type}
                  label={t(`windows.rolling.${type}`)}
                  htmlFor={`rate-${type}`}
                  validateStatus={problem ? 'error' : undefined}
                  help={problem ?? t('windows.rolling.max', { rate: bpToPercent(own[type]) })}
                >
                  <NumberInput id={`rate-${type}`} rule={rule} suffix="%" value={store.draft[type]} onChange={(text) => store.setRate(type, text)} />
                </Form.Item>
              );
            })}
            {store.error && <Alert type="error" showIcon title={store.error} role="alert" style={{ marginBottom: 12 }} />}
            <Button type="primary" htmlType="submit" block loading={store.saving} disabled={store.invalid}>
              {t('windows.rolling.save')}
            </Button>
          </Form>
        </>
      )}
    </WindowFrame>
  );
}

export default observer(RollingSettingWindow);
