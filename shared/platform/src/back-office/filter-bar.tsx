import { Button, Form, Input } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';
import './back-office.css';
import { useBackOfficeTranslation } from './use-back-office-translation';

export interface TextFilter {
  key: string;
  label: string;
  placeholder: string;
  /** What the store holds; what is typed applies on Enter or Search only. */
  value: string;
  /** The limit of the query field it is sent as, from the contract (`maxLengthOf(endpoint.query, field)`). */
  maxLength: number;
}

export interface FilterBarProps {
  /** The name of the search landmark. */
  label: string;
  /** Text fields (a member's ID, a nickname) after the feature's own fields. */
  texts?: TextFilter[];
  /** The typed texts by key, on Enter or Search. */
  onSearch: (texts: Record<string, string>) => void;
  onReset: () => void;
  /** Added to the form's own class (a screen's spacing). */
  className?: string;
  /** The feature's own fields (they apply at once). A day range takes `backOfficeClassNames.filterDays`. */
  children: ReactNode;
}

function TextField({ field, typed, onType }: { field: TextFilter; typed: string; onType: (value: string) => void }) {
  const id = useId();
  return (
    <Form.Item label={field.label} htmlFor={id}>
      <Input id={id} allowClear maxLength={field.maxLength} autoComplete="off" value={typed} onChange={(event) => onType(event.target.value)} placeholder={field.placeholder} />
    </Form.Item>
  );
}

/** A list's filters in a grid that stacks on a phone, ending in its text searches and Search / Reset. */
export function FilterBar({ label, texts = [], onSearch, onReset, className, children }: FilterBarProps) {
  const { t } = useBackOfficeTranslation();
  // What the store holds, as one string: the typed texts start over when it changes (a reset), not on every render.
  const held = JSON.stringify(texts.map((field) => [field.key, field.value]));
  const [typed, setTyped] = useState<Record<string, string>>(() => Object.fromEntries(JSON.parse(held)));
  useEffect(() => setTyped(Object.fromEntries(JSON.parse(held))), [held]);

  return (
    <Form
      layout="vertical"
      className={className ? `back-office-filters ${className}` : 'back-office-filters'}
      role="search"
      aria-label={label}
      onFinish={() => onSearch(typed)}
    >
      {children}
      {texts.map((field) => (
        <TextField key={field.key} field={field} typed={typed[field.key] ?? ''} onType={(value) => setTyped((now) => ({ ...now, [field.key]: value }))} />
      ))}
      <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false} className="back-office-filters__buttons">
        <Button type="primary" htmlType="submit">
          {t('filters.search')}
        </Button>
        <Button onClick={onReset}>{t('filters.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
