import { LIMIT_KINDS } from '@casino/contract';
import { lazyWithRetry, useHttp, type ModalProps } from '@casino/platform';
import { Alert, Button, Skeleton, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { ModalTitle } from '../../../components/modal-title';
import { useLimitsTranslation } from '../../../i18n/use-limits-translation';
import { LimitRow } from '../components/limit-row';
import { groupOf, type LimitGroup } from '../store/limit-kind';
import { LimitsStore } from '../store/limits-store';
import '../limits.css';

const GROUPS: LimitGroup[] = ['deposit', 'loss', 'wager', 'session'];
const BreakPanel = lazyWithRetry(() => import('../components/break-panel'));

/** `?modal=limits`: the member's own deposit, loss, betting and session limits, with what each period has used (issue 31). */
const LimitsModal = observer(function LimitsModal({ titleId, onClose }: ModalProps) {
  const { t } = useLimitsTranslation();
  const http = useHttp();
  const [store] = useState(() => new LimitsStore(http));
  useEffect(() => {
    void store.load();
  }, [store]);

  const body = () => {
    if (store.status === 'error') {
      return (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={store.errorMessage}
          action={<Button onClick={() => void store.load()}>{t('retry')}</Button>}
        />
      );
    }
    if (store.status === 'loading' && store.items.length === 0) return <Skeleton active paragraph={{ rows: 6 }} />;
    return (
      <Tabs
        // Five tabs fit a phone's width in English too, none behind a "more" menu.
        tabBarGutter={16}
        items={[
          ...GROUPS.map((group) => ({
            key: group,
            label: t(`groups.${group}`),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t(`groupNotes.${group}`)}</Typography.Paragraph>
                {LIMIT_KINDS.filter((kind) => groupOf(kind) === group).map((kind) => (
                  <LimitRow key={kind} store={store} kind={kind} />
                ))}
              </>
            ),
          })),
          {
            key: 'break',
            label: t('breakTab'),
            children: (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <BreakPanel store={store} onStarted={onClose} />
              </Suspense>
            ),
          },
        ]}
      />
    );
  };

  return (
    <div className="wallet-limits">
      <ModalTitle id={titleId}>{t('title')}</ModalTitle>
      <Typography.Paragraph className="wallet-limits__intro">{t('intro')}</Typography.Paragraph>
      {body()}
    </div>
  );
});

export default LimitsModal;
