import type { RowAction } from '@casino/platform/back-office';
import type { StaffT } from '../i18n/staff/use-staff-translation';

interface SwitchAction {
  /** On now (active, published): switching it off is the danger. */
  on: boolean;
  label: string;
  /** Named with the row in the language's order ("Spring event 사용 중지"). */
  ariaLabel: string;
  /** This row's switch is on its way. */
  busy: boolean;
  /** Another change is on its way. */
  disabled: boolean;
  onClick: () => void;
}

/**
 * A content row's actions: Edit, and switch it on or off (off is asked first by the caller).
 * Both are buttons on a wide table and a card; the table puts them in one menu when narrow.
 */
export function contentActions(t: StaffT, name: string, onEdit: () => void, toggle: SwitchAction): RowAction[] {
  return [
    { key: 'edit', label: t('staff.edit'), ariaLabel: t('staff.editOf', { name }), primary: true, onClick: onEdit },
    {
      key: 'switch',
      label: toggle.label,
      ariaLabel: toggle.ariaLabel,
      primary: true,
      danger: toggle.on,
      loading: toggle.busy,
      disabled: toggle.disabled,
      onClick: toggle.onClick,
    },
  ];
}
