import { Button, Checkbox, Flex } from 'antd';
import { useId, useState } from 'react';
import { useBackOfficeTranslation } from '../use-back-office-translation';
import { columnLabel, hideableColumns, type BackOfficeColumn } from './columns';

interface ColumnChooserProps<T> {
  tableLabel: string;
  columns: BackOfficeColumn<T>[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** "Columns": a disclosure with a checkbox per column the user may hide, and "show all". */
export function ColumnChooser<T>({ tableLabel, columns, hidden, onChange }: ColumnChooserProps<T>) {
  const { t } = useBackOfficeTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const choosable = hideableColumns(columns);
  const hiddenCount = choosable.filter((column) => hidden.includes(column.key)).length;
  const shown = choosable.filter((column) => !hidden.includes(column.key)).map((column) => column.key);
  return (
    <div className="back-office-column-chooser">
      <Flex justify="flex-end">
        <Button size="small" type="text" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {t('table.columns')}
          {hiddenCount > 0 && ` (${t('table.hiddenCount', { count: hiddenCount })})`} {open ? '▴' : '▾'}
        </Button>
      </Flex>
      {open && (
        <fieldset id={panelId} className="back-office-column-chooser__panel">
          <legend className="back-office-visually-hidden">{t('table.columnsOf', { table: tableLabel })}</legend>
          <Checkbox.Group
            value={shown}
            options={choosable.map((column) => ({ value: column.key, label: columnLabel(column) }))}
            onChange={(keys) => onChange(choosable.map((column) => column.key).filter((key) => !keys.includes(key)))}
          />
          {hiddenCount > 0 && (
            <Button size="small" type="link" onClick={() => onChange([])}>
              {t('table.showAll')}
            </Button>
          )}
        </fieldset>
      )}
    </div>
  );
}
