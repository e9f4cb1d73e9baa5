import { maxLengthOf, staffRoundClose } from '@casino/contract';
import { formatKrw, formatKrwWithUnit, useFeedback, useLanguage } from '@casino/platform';
import { ReasonField } from '@casino/platform/back-office';
import { Alert, Descriptions, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRoundsTranslation } from '../../../i18n/use-rounds-translation';
import type { RoundClosing } from '../store/round-closing';
import { MemberCell, SeoulMoment } from './round-cells';

const REASON_MAX_LENGTH = maxLengthOf(staffRoundClose.body, 'reason');

/**
 * Asks before a stale round is closed: which round and member, what goes back to the member,
 * that it cannot be undone and a later win for the round is refused, and the reason, which is
 * required and goes on the audit trail.
 */
export const CloseRoundDialog = observer(function CloseRoundDialog({ closing }: { closing: RoundClosing }) {
  const { t } = useRoundsTranslation();
  const { language } = useLanguage();
  const { messages } = useFeedback();
  const round = closing.round;

  const submit = async () => {
    const result = await closing.close();
    if (result.outcome === 'done') void messages.success(t('close.done', { amount: formatKrwWithUnit(result.refunded, language) }));
    else if (result.outcome === 'refused') void messages.warning(`${result.message ?? t('close.refused')} ${t('close.reloaded')}`);
  };

  return (
    <Modal
      open={round !== null}
      title={round ? t('close.title', { round: round.round_id }) : ''}
      okText={t('close.submit')}
      cancelText={t('close.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={closing.submitting}
      onOk={() => void submit()}
      onCancel={closing.cancel}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {round && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'provider', label: t('columns.provider'), children: round.provider },
              { key: 'round', label: t('columns.round'), children: round.round_id },
              { key: 'member', label: t('columns.member'), children: <MemberCell {...round} /> },
              { key: 'game', label: t('columns.game'), children: round.game },
              { key: 'bets', label: t('columns.bets'), children: formatKrw(round.bets) },
              { key: 'started', label: t('columns.started'), children: <SeoulMoment iso={round.started_at} /> },
              { key: 'refund', label: t('close.refund'), children: <strong>{formatKrwWithUnit(round.open_stake, language)}</strong> },
            ]}
          />
          <Alert type="warning" showIcon title={t('close.warning')} className="games-rounds-warning" />
          <ReasonField
            reason={closing.reason}
            label={t('close.reason')}
            hint={t('close.reasonHint')}
            missingText={t('close.reasonMissing')}
            maxLength={REASON_MAX_LENGTH}
            disabled={closing.submitting}
          />
          {closing.failure !== null && <Alert type="error" showIcon role="alert" title={t('close.failed')} description={closing.failure || undefined} />}
        </>
      )}
    </Modal>
  );
});
