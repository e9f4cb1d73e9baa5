import { useFeedback, useLanguage, useUser } from '@casino/platform';
import { Alert, Button, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Money } from '../../../components/money';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { formatCount } from '../../../lib/format';
import type { LosingStore } from '../store/losing-store';

/**
 * The period shown, open or closed, and for a master the settlement of it: only a closed period,
 * only after a confirm that says what it does; the answer (or the server's refusal) is shown as given.
 */
export const SettleBar = observer(function SettleBar({ store }: { store: LosingStore }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const { account } = useUser();
  const { ask, alertError, messages } = useFeedback();
  const period = store.answer?.period;
  const isMaster = account?.level === 'master';
  if (!period) return null;

  const range = { from: period.from, to: period.to, kind: t(`losing.period.kinds.${period.kind}`) };
  const settle = async () => {
    const confirmed = await ask({
      title: t('losing.confirm.title'),
      content: t('losing.confirm.content', range),
      okText: t('losing.settle'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    const result = await store.settle();
    if (result.outcome === 'done') messages.success(t('losing.done', range));
    else if (result.outcome === 'failed') await alertError({ title: t('losing.failed'), content: result.message ?? t('losing.failedUnknown'), okText: t('losing.ok') });
  };

  return (
    <div className="reports-settle">
      <div className="reports-toolbar">
        <span>{t('losing.period.range', range)}</span>
        {period.closed ? <Tag color="green">{t('losing.period.closed')}</Tag> : <Tag color="gold">{t('losing.period.open')}</Tag>}
        {isMaster && (
          <Button type="primary" disabled={!period.closed} loading={store.settling} onClick={() => void settle()}>
            {t('losing.settle')}
          </Button>
        )}
      </div>
      {isMaster && !period.closed && <Typography.Text type="secondary">{t('losing.openHint')}</Typography.Text>}
      <div role="status" aria-live="polite">
        {store.settled && (
          <Alert
            type="success"
            showIcon
            title={t('losing.result.title', range)}
            description={
              <>
                {t('losing.result.counts', { settled: formatCount(store.settled.settled, language), already: formatCount(store.settled.already, language) })}{' '}
                {t('losing.result.paid')} <Money amount={store.settled.paid} />
              </>
            }
          />
        )}
      </div>
    </div>
  );
});
