import { Button, Space } from 'antd';
import { useStaffTranslation } from '../i18n/staff/use-staff-translation';

interface RowActionsProps {
  /** The row's name, for the buttons' accessible names ("Edit Spring event"). */
  name: string;
  active: boolean;
  /** This row's change is on its way. */
  busy: boolean;
  /** Another change is on its way. */
  disabled: boolean;
  onEdit: () => void;
  onActive: (active: boolean) => void;
}

/** Edit, and switch on or off (off is asked first by the caller), for a row of site content. */
export function RowActions({ name, active, busy, disabled, onEdit, onActive }: RowActionsProps) {
  const { t } = useStaffTranslation();
  return (
    <Space size={4} wrap>
      <Button size="small" aria-label={t('staff.editOf', { name })} onClick={onEdit}>
        {t('staff.edit')}
      </Button>
      <Button
        size="small"
        danger={active}
        loading={busy}
        disabled={disabled}
        aria-label={t(active ? 'staff.deactivateOf' : 'staff.activateOf', { name })}
        onClick={() => onActive(!active)}
      >
        {t(active ? 'staff.deactivate' : 'staff.activate')}
      </Button>
    </Space>
  );
}
