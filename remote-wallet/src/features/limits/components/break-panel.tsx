import { COOL_OFF_PERIODS, formatSeoulDateTime, SELF_EXCLUSION_PERIODS, type ExclusionPeriod } from '@casino/contract';
import { useFeedback, useUser } from '@casino/platform';
import { Alert, Button, Radio, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useBreakTranslation } from '../../../i18n/use-break-translation';
import type { LimitsStore } from '../store/limits-store';

/** How long each break lasts, for the question's "until about" (the server's answer is the end). */
const LENGTH_MS: Record<Exclude<ExclusionPeriod, 'permanent' | '6m' | '1y'>, number> = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };

function roughEnd(period: ExclusionPeriod, now: Date): Date | null {
  if (period === 'permanent') return null;
  if (period === '6m' || period === '1y') {
    const end = new Date(now);
    end.setMonth(end.getMonth() + (period === '6m' ? 6 : 12));
    return end;
  }
  return new Date(now.getTime() + LENGTH_MS[period]);
}

/**
 * A break from play (issue 31): a cool-off or a self-exclusion, asked first with when it ends.
 * Once started the member is signed out here and everywhere, and told until when. A chunk of its
 * own, loaded when its tab is opened.
 */
const BreakPanel = observer(function BreakPanel({ store, onStarted }: { store: LimitsStore; onStarted: () => void }) {
  const { t } = useBreakTranslation();
  const { messages, ask } = useFeedback();
  const user = useUser();
  const groupId = useId();
  const period = store.breakPeriod;

  const start = async () => {
    if (period === null) return;
    const end = roughEnd(period, new Date());
    const confirmed = await ask({
      title: end === null ? t('confirmPermanent.title') : t('confirm.title', { time: formatSeoulDateTime(end) }),
      content: t(end === null ? 'confirmPermanent.content' : 'confirm.content'),
      okText: t('start'),
      cancelText: t('cancel'),
    });
    if (!confirmed) return;
    const result = await store.startBreak();
    if (result.outcome === 'failed') {
      void messages.error(result.message ?? t('failed'));
      return;
    }
    onStarted();
    // The server ended this sign-in with the rest; the page follows without asking it again.
    user.clear();
    void messages.success(result.until === null ? t('startedPermanent') : t('started', { time: formatSeoulDateTime(result.until) }), 10);
  };

  const choices = (periods: readonly ExclusionPeriod[]) =>
    periods.map((p) => (
      <Radio key={p} value={p}>
        {t(`periods.${p}`)}
      </Radio>
    ));

  return (
    <section className="wallet-break" aria-labelledby={groupId} data-testid="limit-break">
      <h3 id={groupId} className="wallet-limit__title">
        {t('title')}
      </h3>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      {(
        [
          ['cool', 'coolOff', COOL_OFF_PERIODS],
          ['self', 'selfExclusion', SELF_EXCLUSION_PERIODS],
        ] as const
      ).map(([key, label, periods]) => (
        <div key={key} className="wallet-break__group">
          <p id={`${groupId}-${key}`} className="wallet-break__legend">
            {t(label)}
          </p>
          {/* Two groups, one choice: a period of the other group shows as none chosen here. */}
          <Radio.Group value={period} onChange={(e) => store.chooseBreak(e.target.value as ExclusionPeriod)} disabled={store.startingBreak} aria-labelledby={`${groupId}-${key}`}>
            {choices(periods)}
          </Radio.Group>
        </div>
      ))}
      <Alert className="wallet-break__note" type="warning" showIcon title={t('note')} />
      <Button danger type="primary" onClick={() => void start()} disabled={period === null} loading={store.startingBreak}>
        {t('start')}
      </Button>
    </section>
  );
});

export default BreakPanel;
