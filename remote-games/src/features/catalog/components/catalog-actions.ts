import type { RowAction } from '@casino/platform/back-office';
import type { CatalogT } from '../../../i18n/use-catalog-translation';

interface CatalogActionOptions {
  active: boolean;
  /** This row's withdraw or restore is on its way. */
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
}

/**
 * A brand's or game's actions: Edit, and withdraw or restore at once; each named with its row
 * for a screen reader. Buttons on a wide table and a card, one menu when the table is narrow.
 */
export function catalogActions(t: CatalogT, name: string, { active, busy, onEdit, onToggle }: CatalogActionOptions): RowAction[] {
  const toggle = active ? 'withdraw' : 'restore';
  return [
    { key: 'edit', label: t('actions.edit'), ariaLabel: t('actions.editOf', { name }), primary: true, onClick: onEdit },
    { key: toggle, label: t(`actions.${toggle}`), ariaLabel: t(`actions.${toggle}Of`, { name }), primary: true, danger: active, loading: busy, onClick: onToggle },
  ];
}
