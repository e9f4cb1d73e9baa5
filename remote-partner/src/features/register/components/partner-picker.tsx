import { useHttp } from '@casino/platform';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { listAgencies } from '../api/list-agencies';

interface PartnerPickerProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  me: string;
  /** A master may put the member under one of its agencies. */
  canPick: boolean;
}

/** The partner ID a new account goes under: the signed-in partner, or one of a master's agencies. */
export function PartnerPicker({ id, value, onChange, me, canPick }: PartnerPickerProps) {
  const http = useHttp();
  const [agencies, setAgencies] = useState<string[]>([]);
  const [loading, setLoading] = useState(canPick);

  useEffect(() => {
    if (!canPick) return;
    let live = true;
    listAgencies(http)
      .then((answer) => live && setAgencies(answer.items.map((item) => item.username)))
      // Without the list the partner can still add under itself.
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [http, canPick]);

  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={!canPick}
      loading={loading}
      showSearch
      options={[me, ...agencies].map((username) => ({ value: username, label: username }))}
    />
  );
}
