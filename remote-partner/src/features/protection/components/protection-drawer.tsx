import { formatSeoulDateTime, isCoolOff, type LineMemberProtection } from '@casino/contract';
import { useHttp, useLanguage } from '@casino/platform';
import { BackOfficeTable, LoadError, LoadingBlock } from '@casino/platform/back-office';
import { Alert, Drawer, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useProtectionTranslation, type ProtectionT } from '../../../i18n/use-protection-translation';
import { ProtectionStore } from '../store/protection-store';
import { limitActions, limitColumns } from './limit-columns';
import { MemberLimitDialog } from './member-limit-dialog';

interface ProtectionDrawerProps {
  account: { id: number; username: string };
  open: boolean;
  onClose: () => void;
}

/** The member's break from play in words, or that it has none. */
function breakText(t: ProtectionT, exclusion: LineMemberProtection['exclusion']): string {
  if (!exclusion) return t('noBreak');
  const kind = t(isCoolOff(exclusion.period) ? 'breakKinds.coolOff' : 'breakKinds.selfExclusion');
  if (exclusion.until === null) return t('onBreakForGood', { kind });
  return t('onBreak', { time: formatSeoulDateTime(exclusion.until), kind, period: t(`periods.${exclusion.period}`) });
}

/**
 * A member's play limits as a partner of its line sees them, in a side drawer: its break, each
 * kind's limits and use, and the partner's own limit for it, set from the row. Loaded with its own
 * chunk and messages when a partner opens it.
 */
const ProtectionDrawer = observer(function ProtectionDrawer({ account, open, onClose }: ProtectionDrawerProps) {
  const { t } = useProtectionTranslation();
  const { language } = useLanguage();
  const http = useHttp();
  const [store] = useState(() => new ProtectionStore(http, account.id));
  const { protection } = store;

  useEffect(() => {
    if (open) void store.load();
  }, [open, store]);

  return (
    <Drawer open={open} onClose={onClose} title={t('title', { username: account.username })} size="large" destroyOnHidden>
      {store.status === 'error' ? (
        <LoadError message={store.errorMessage} onRetry={() => void store.load()} />
      ) : !protection ? (
        <LoadingBlock />
      ) : (
        <>
          <Alert type={protection.exclusion ? 'warning' : 'info'} showIcon title={breakText(t, protection.exclusion)} style={{ marginBottom: 12 }} />
          <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
          <BackOfficeTable
            tableId="partner.member-limits"
            label={t('tableLabel', { username: account.username })}
            rowKey="kind"
            dataSource={protection.items}
            columns={limitColumns(t, language)}
            actions={limitActions(t, (row) => store.edit(row.kind))}
            pagination={false}
            columnChooser={false}
          />
          <MemberLimitDialog store={store} username={account.username} />
        </>
      )}
    </Drawer>
  );
});

export default ProtectionDrawer;
