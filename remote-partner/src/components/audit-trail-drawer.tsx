import type { AuditEntry } from '@casino/contract';
import { hasWordsFor, PagedList, pagedTableProps, useHttp } from '@casino/platform';
import { BackOfficeTable, LoadError, type BackOfficeColumn } from '@casino/platform/back-office';
import { Drawer } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { listAuditTrail } from '../api/list-audit-trail';
import { ko } from '../i18n/ko';
import { usePartnerTranslation, type PartnerT } from '../i18n/use-partner-translation';
import { DateCell } from './date-cell';

interface AuditTrailDrawerProps {
  account: { id: number; username: string };
  open: boolean;
  onClose: () => void;
}

/** `state: normal → stop`, one line per field the action touched. */
function changeOf(entry: AuditEntry): string {
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  const show = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  return keys.map((key) => `${key}: ${[show(entry.before[key]), show(entry.after[key])].filter(Boolean).join(' → ')}`).join('\n');
}

function auditColumns(t: PartnerT): BackOfficeColumn<AuditEntry>[] {
  return [
    { key: 'time', title: t('audit.time'), render: (_, row) => <DateCell iso={row.created_at} /> },
    { key: 'action', title: t('audit.action'), card: true, render: (_, row) => (hasWordsFor(ko.audit.actions, row.action) ? t(`audit.actions.${row.action}`) : row.action) },
    { key: 'actor', title: t('audit.actor'), card: true, render: (_, row) => row.actor?.username ?? t('audit.operator') },
    { key: 'ip', title: t('audit.ip'), dataIndex: 'actor_ip' },
    { key: 'change', title: t('audit.change'), card: true, render: (_, row) => <span style={{ whiteSpace: 'pre-line' }}>{changeOf(row)}</span> },
  ];
}

/** The append-only audit trail of one account, newest first, in a side drawer. */
const AuditTrailDrawer = observer(function AuditTrailDrawer({ account, open, onClose }: AuditTrailDrawerProps) {
  const { t } = usePartnerTranslation();
  const http = useHttp();
  const [list] = useState(() => new PagedList<AuditEntry>((page, pageSize) => listAuditTrail(http, account.id, page, pageSize), 20));

  useEffect(() => {
    if (open) void list.setPage(1);
  }, [open, list]);

  return (
    <Drawer open={open} onClose={onClose} title={t('audit.title', { username: account.username })} size="large" destroyOnHidden>
      {list.status === 'error' ? (
        <LoadError message={list.errorMessage} onRetry={() => void list.load()} />
      ) : (
        <BackOfficeTable<AuditEntry>
          {...pagedTableProps(list, t('audit.empty'))}
          tableId="partner.audit-trail"
          label={t('audit.title', { username: account.username })}
          rowKey="id"
          columns={auditColumns(t)}
        />
      )}
    </Drawer>
  );
});

export default AuditTrailDrawer;
