import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';

interface RowActionsProps {
  name: string;
  active: boolean;
  /** This row's withdraw or restore is on its way. */
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  /** Actions before Edit (a brand's link to its games). */
  children?: ReactNode;
}

/** Edit, and withdraw or restore at once; each named with its row for a screen reader. */
export function RowActions({ name, active, busy, onEdit, onToggle, children }: RowActionsProps) {
  const { t } = useCatalogTranslation();
  const toggle = active ? 'withdraw' : 'restore';
  return (
    <Space size={4} wrap={false}>
      {children}
      <Button size="small" aria-label={t('actions.editOf', { name })} onClick={onEdit}>
        {t('actions.edit')}
      </Button>
      <Button size="small" danger={active} loading={busy} aria-label={t(`actions.${toggle}Of`, { name })} onClick={onToggle}>
        {t(`actions.${toggle}`)}
      </Button>
    </Space>
  );
}
