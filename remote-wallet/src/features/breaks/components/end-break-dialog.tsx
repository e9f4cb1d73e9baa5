import { formatSeoulDateTime, maxLengthOf, staffExclusionEnd } from '@casino/contract';
import { useFeedback } from '@casino/platform';
import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useStaffBreaksTranslation } from '../../../i18n/use-staff-breaks-translation';
import type { BreaksStore } from '../store/breaks-store';
import '../../../components/staff.css';
import { kindOf, untilOf } from './break-columns';

const REASON_MAX_LENGTH = maxLengthOf(staffExclusionEnd.body, 'reason');

/**
 * Asks before a break ends early: which member and break, that the member may sign in at once and
 * that it cannot be undone, and the reason, which is required and goes on the member's trail.
 */
export const EndBreakDialog = observer(function EndBreakDialog({ store }: { store: BreaksStore }) {
  const { t } = useStaffBreaksTranslation();
  const { messages } = useFeedback();
  const reasonId = useId();
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
          <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
            <Form.Item
              label={t('end.reason')}
              htmlFor={reasonId}
              validateStatus={store.reasonMissing ? 'error' : undefined}
              help={store.reasonMissing ? t('end.reasonMissing') : t('end.reasonHint')}
            >
              {/* Room under the field for its count, which antd draws where the hint goes. */}
              <div className="wallet-staff-counted">
                <Input.TextArea
                  id={reasonId}
                  value={store.reason}
                  onChange={(event) => store.setReason(event.target.value)}
                  maxLength={REASON_MAX_LENGTH}
                  showCount
                  rows={3}
                  aria-required
                  disabled={store.submitting}
                />
              </div>
            </Form.Item>
          </Form>
          {store.endError !== null && <Alert type="error" showIcon role="alert" title={t('end.failed')} description={store.endError || undefined} />}
        </>
      )}
    </Modal>
  );
});
