import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { notesWords } from '../../../i18n/staff/notes';

export interface AccountOption {
  value: number;
  label: string;
  /** The account's ID, for a message that names it. */
  username: string;
}

interface AccountSearchProps {
  id?: string;
  value?: number;
  onChange?: (value: number, option: AccountOption) => void;
  /** Finds accounts by what is typed ('' for the first ones). */
  search: (text: string) => Promise<AccountOption[]>;
  /** Options always offered first (the caller's own line). */
  fixed?: AccountOption[];
  placeholder: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

const DELAY_MS = 300;

/** A select that asks the API as the user types (ID or nickname), keeping only the newest answer. */
export function AccountSearch({ id, value, onChange, search, fixed = [], placeholder, 'aria-invalid': invalid }: AccountSearchProps) {
  const { t } = useStaffTranslation(notesWords);
  const [found, setFound] = useState<AccountOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The label of the chosen one stays, whatever the next search finds.
  const [chosen, setChosen] = useState<AccountOption | null>(null);

  // What is typed: the fixed options and a search still on its way are shown only if they match,
  // so Enter never picks "my whole line" (the first option) for a typed partner ID.
  const [query, setQuery] = useState('');
  const matches = (option: AccountOption) => option.label.toLowerCase().includes(query.trim().toLowerCase());

  const run = (text: string) => {
    setQuery(text);
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    setLoading(true);
    timer.current = setTimeout(async () => {
      let options: AccountOption[] | null = null;
      try {
        options = await search(text.trim());
      } catch {
        // Shown in the list as "could not search"; typing again tries again.
      }
      if (ticket !== latest.current) return;
      if (options) setFound(options);
      setFailed(options === null);
      setLoading(false);
    }, DELAY_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const options = [...fixed, ...(chosen ? [chosen] : []), ...found].filter((option, index, all) => all.findIndex((other) => other.value === option.value) === index && matches(option));
  return (
    <Select<number>
      id={id}
      value={value}
      aria-invalid={invalid}
      placeholder={placeholder}
      showSearch={{ filterOption: false, onSearch: run }}
      onOpenChange={(open) => {
        if (!open) setQuery('');
        else if (found.length === 0) run('');
      }}
      onChange={(next) => {
        const option = options.find((candidate) => candidate.value === next);
        setQuery('');
        setChosen(option ?? null);
        if (option) onChange?.(next, option);
      }}
      options={options}
      notFoundContent={loading ? <Spin size="small" /> : failed ? t('notes.form.searchFailed') : t('notes.form.noMatch')}
      style={{ width: '100%' }}
    />
  );
}
