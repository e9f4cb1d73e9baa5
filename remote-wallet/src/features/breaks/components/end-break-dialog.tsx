import { formatSeoulDateTime, maxLengthOf, staffExclusionEnd } from '@casino/contract';
import { useFeedback } from '@casino/platform';
import { ReasonField } from '@casino/platform/back-office';
import { Alert, Descriptions, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useStaffBreaksTranslation } from '../../../i18n/use-staff-breaks-translation';
import type { BreaksStore } from '../store/breaks-store';
import { kindOf, untilOf } from './break-columns';

const REASON_MAX_LENGTH = maxLengthOf(staffExclusionEnd.body, 'reason');

/**
 * Asks before a break ends early: which member and break, that the member may sign in at once and
 * that it cannot be undone, and the reason, which is required and goes on the member's trail.
 */
export const EndBreakDialog = observer(function EndBreakDialog({ store }: { store: BreaksStore }) {
  const { t } = useStaffBreaksTranslation();
  const { messages } = useFeedback();
  const row = store.ending;

  const submit = async () => {
    const username = row?.username ?? '';
    const outcome = await store.end();
    if (outcome === 'done') void messages.success(t('end.done', { username }));
    else if (outcome === 'gone') void messages.warning(t('end.gone'));
  };

  return (
    <Modal
      open={row !== null}
      title={row ? t('end.title', { username: row.username }) : ''}
      okText={t('end.submit')}
      cancelText={t('end.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={store.submitting}
      onOk={() => void submit()}
      onCancel={store.cancelEnd}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {row && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'member', label: t('columns.member'), children: `${row.username} (${row.nickname})` },
              { key: 'partner', label: t('columns.partner'), children: row.partner ?? t('none') },
              { key: 'kind', label: t('columns.kind'), children: kindOf(t, row) },
              { key: 'started', label: t('columns.started'), children: formatSeoulDateTime(row.started_at) },
              { key: 'until', label: t('columns.until'), children: untilOf(t, row) },
            ]}
          />
          <Alert type="warning" showIcon title={t('end.warning')} style={{ margin: '12px 0' }} />
          <ReasonField
            reason={store.reason}
            label={t('end.reason')}
            hint={t('end.reasonHint')}
            missingText={t('end.reasonMissing')}
            maxLength={REASON_MAX_LENGTH}
            disabled={store.submitting}
          />
          {store.endError !== null && <Alert type="error" showIcon role="alert" title={t('end.failed')} description={store.endError || undefined} />}
        </>
      )}
    </Modal>
  );
});
