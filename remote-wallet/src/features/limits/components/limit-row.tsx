import { formatSeoulDateTime, LIMIT_LOOSENING_DELAY_HOURS, minuteChoicesOf, type LimitKind } from '@casino/contract';
import { formatKrwWithUnit, useFeedback, useLanguage } from '@casino/platform';
import { AmountField } from '@casino/platform/amount';
import { Alert, Button, Flex, Form, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { useLimitsTranslation, type LimitsT } from '../../../i18n/use-limits-translation';
import { groupOf, unsetValueOf } from '../store/limit-kind';
import { MONEY_LIMIT_RULE, type LimitEffect, type LimitsStore } from '../store/limits-store';

const minutesText = (t: LimitsT, minutes: number) => (minutes % 60 === 0 ? t('hours', { count: minutes / 60 }) : t('minutes', { count: minutes }));

/** One limit: what its period has used against it, a change waiting, and a new value with what it will do asked first. */
export const LimitRow = observer(function LimitRow({ store, kind }: { store: LimitsStore; kind: LimitKind }) {
  const { t } = useLimitsTranslation();
  const { language } = useLanguage();
  const { messages, ask } = useFeedback();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [tried, setTried] = useState(false);
  const limit = store.limitOf(kind);
  if (!limit) return null;
  const group = groupOf(kind);
  // An interval rather than a limit: never none (60 minutes unset), and sooner is the tighter.
  const reality = kind === 'reality_check_minutes';
  const shown = (value: number) => (group === 'session' ? minutesText(t, value) : formatKrwWithUnit(value, language));
  const wanted = store.wantedOf(kind);
  // A session limit counts from the next sign-in, whatever it does to the limit.
  const session = kind === 'session_minutes';
  const QUESTION: Record<
    Exclude<LimitEffect, 'unchanged' | 'waiting'>,
    'confirmSet' | 'confirmNow' | 'confirmSession' | 'confirmSooner' | 'confirmLater' | 'confirmLess' | 'confirmRemove' | 'confirmCancel'
  > = {
    set: session ? 'confirmSession' : 'confirmSet',
    lower: session ? 'confirmSession' : reality ? 'confirmSooner' : 'confirmNow',
    raise: reality ? 'confirmLess' : 'confirmLater',
    remove: 'confirmRemove',
    cancel: 'confirmCancel',
  };
  const missing = tried && wanted === null && !store.refused(kind);
  const busy = store.saving !== null;

  const submit = async (value: number | null) => {
    const effect = store.effectOf(kind, value);
    if (effect === 'unchanged' || effect === 'waiting') {
      void messages.warning(t(effect === 'waiting' ? 'alreadyWaiting' : 'unchanged'));
      return;
    }
    const confirmed = await ask({
      title: t(`${QUESTION[effect]}.title`, { limit: value === null ? '' : shown(value) }),
      content: t(`${QUESTION[effect]}.content`, { time: formatSeoulDateTime(Date.now() + LIMIT_LOOSENING_DELAY_HOURS * 3_600_000) }),
      okText: t('ok'),
      cancelText: t('cancel'),
    });
    if (!confirmed) return;
    const result = await store.save(kind, value);
    if (result.outcome === 'failed') void messages.error(result.message ?? t('failed'));
    if (result.outcome !== 'saved') return;
    setTried(false);
    // The button pressed may be gone (a removal waiting has none): the row's heading takes the focus.
    heading.current?.focus();
    if (result.effect === 'cancel') void messages.success(t('savedSame'));
    else if (result.limit.pending) void messages.success(t('savedLater', { time: formatSeoulDateTime(result.limit.pending.from) }));
    else void messages.success(t(session ? 'savedNextSignIn' : reality ? 'savedSooner' : 'savedNow'));
  };

  const onSave = () => {
    if (wanted === null) {
      setTried(true);
      return;
    }
    void submit(wanted);
  };

  const used =
    group === 'session'
      ? t('used.session', { count: limit.used })
      : group === 'loss' && limit.used < 0
        ? t('ahead', { amount: formatKrwWithUnit(-limit.used, language) })
        : t(`used.${group}`, { amount: formatKrwWithUnit(limit.used, language) });
  return (
    <section className="wallet-limit" aria-labelledby={headingId} data-testid={`limit-${kind}`}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="wallet-limit__title">
        {t(`kinds.${kind}`)}
      </h3>
      <p className="wallet-limit__usage" data-testid={`limit-${kind}-usage`}>
        <Typography.Text strong>{used}</Typography.Text>
        {' · '}
        {reality ? t('every', { time: shown(limit.in_force ?? unsetValueOf(kind)!) }) : limit.in_force === null ? t('noLimit') : t('ofLimit', { limit: shown(limit.in_force) })}
        {limit.resets_at && <Typography.Text type="secondary">{` · ${t('resets', { time: formatSeoulDateTime(limit.resets_at) })}`}</Typography.Text>}
      </p>
      {limit.line !== null && <p className="wallet-limit__line">{t('line', { limit: shown(limit.line) })}</p>}
      {limit.pending && (
        <Alert
          className="wallet-limit__pending"
          type="info"
          showIcon
          data-testid={`limit-${kind}-pending`}
          title={
            limit.pending.amount === null
              ? t('pendingRemove', { time: formatSeoulDateTime(limit.pending.from) })
              : t('pendingRaise', { limit: shown(limit.pending.amount), time: formatSeoulDateTime(limit.pending.from) })
          }
        />
      )}
      <Form layout="vertical" onFinish={onSave} className="wallet-limit__form">
        {group === 'session' ? (
          <Form.Item label={reality ? t('intervalField') : t('field')} validateStatus={missing ? 'error' : undefined} help={missing ? t(reality ? 'choose' : 'required') : undefined}>
            <Select
              aria-label={reality ? t('intervalField') : t('field')}
              aria-invalid={missing || undefined}
              placeholder={t('choose')}
              value={store.draftOf(kind) === '' ? undefined : store.draftOf(kind)}
              onChange={(value: string) => store.setDraft(kind, value)}
              disabled={busy}
              options={minuteChoicesOf(kind).map((minutes) => ({ value: String(minutes), label: minutesText(t, minutes) }))}
            />
          </Form.Item>
        ) : (
          <AmountField label={t('field')} text={store.draftOf(kind)} rule={MONEY_LIMIT_RULE} onChange={(text) => store.setDraft(kind, text)} disabled={busy} error={missing ? t('required') : null} />
        )}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={store.saving === kind} disabled={busy || store.refused(kind)}>
            {t('save')}
          </Button>
          {!reality && limit.own !== null && !(limit.pending && limit.pending.amount === null) && (
            <Button disabled={busy} onClick={() => void submit(null)}>
              {t('remove')}
            </Button>
          )}
        </Flex>
      </Form>
    </section>
  );
});
