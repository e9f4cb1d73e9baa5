import { Button, Form, Input } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import './partner.css';

export interface FilterBarProps {
  /** The name of the search landmark. */
  label: string;
  /** The ID filter the store holds; what is typed applies on Enter or Search only. */
  username: string;
  usernameLabels: { label: string; placeholder: string };
  onSearch: (username: string) => void;
  onReset: () => void;
  className?: string;
  /** The feature's own fields (they apply at once), before the ID. A day range takes `partner-filters__days`. */
  children: ReactNode;
}

/** A list's filters in a grid that stacks on a phone, ending in an ID search and Search / Reset. */
export function FilterBar({ label, username, usernameLabels, onSearch, onReset, className, children }: FilterBarProps) {
  const { t } = usePartnerTranslation();
  const usernameId = useId();
  const [typed, setTyped] = useState(username);
  useEffect(() => setTyped(username), [username]);

  return (
    <Form
      layout="vertical"
      className={className ? `partner-filters ${className}` : 'partner-filters'}
      role="search"
      aria-label={label}
      onFinish={() => onSearch(typed)}
    >
      {children}
      <Form.Item label={usernameLabels.label} htmlFor={usernameId}>
        <Input
          id={usernameId}
          allowClear
          maxLength={40}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={usernameLabels.placeholder}
        />
      </Form.Item>
      <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false} className="partner-filters__buttons">
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        <Button onClick={onReset}>{t('common.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
