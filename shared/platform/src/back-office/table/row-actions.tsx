import { Button, Dropdown, Flex } from 'antd';
import { useBackOfficeTranslation } from '../use-back-office-translation';
import { useTableLayout } from './table-layout';

export interface RowAction {
  key: string;
  label: string;
  onClick: () => void;
  /** A button of its own on a wide table or a card; the others share a menu. */
  primary?: boolean;
  danger?: boolean;
  disabled?: boolean;
  /** This row's action is on its way (a spinner on its button; a menu item is disabled). */
  loading?: boolean;
  /** The button's accessible name where `${label} ${name}` does not read right in the language ("Spring event 수정"). */
  ariaLabel?: string;
}

interface RowActionsProps {
  /** What the row is (an account's ID, a request's number): in every control's accessible name. */
  name: string;
  actions: RowAction[];
}

/**
 * A row's actions, sized to the table they are in so they never clip: on a wide table or a card,
 * the main ones as buttons and the rest in a "more" menu; on a narrow table, all of them in one
 * menu (a single action stays a button).
 */
export function RowActions({ name, actions }: RowActionsProps) {
  const { t } = useBackOfficeTranslation();
  const layout = useTableLayout();
  const collapsed = layout === 'compact' && actions.length > 1;
  const buttons = collapsed ? [] : actions.filter((action) => action.primary || actions.length === 1);
  const menu = actions.filter((action) => !buttons.includes(action));
  const onMenuClick = ({ key }: { key: string }) => menu.find((action) => action.key === key)?.onClick();
  return (
    <Flex gap={4} wrap={layout === 'cards' ? 'wrap' : 'nowrap'} className="back-office-row-actions">
      {buttons.map((action, index) => (
        <Button
          key={action.key}
          size="small"
          // One gold button a row: the first main action.
          type={index === 0 && action.primary ? 'primary' : 'default'}
          danger={action.danger}
          disabled={action.disabled}
          loading={action.loading}
          aria-label={action.ariaLabel ?? `${action.label} ${name}`}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
      {menu.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{ items: menu.map(({ key, label, danger, disabled, loading }) => ({ key, label, danger, disabled: disabled || loading })), onClick: onMenuClick }}
        >
          {collapsed ? (
            <Button size="small" aria-label={t('table.actionsFor', { name })}>
              {t('table.actions')} ▾
            </Button>
          ) : (
            <Button size="small" aria-label={t('table.moreActions', { name })}>
              ⋯
            </Button>
          )}
        </Dropdown>
      )}
    </Flex>
  );
}
