import { useHttp, useLoaded } from '@casino/platform';
import { Select } from 'antd';
import { listChildren } from '../../../api/list-children';

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
  const list = useLoaded(() => listChildren(http, { level: 'agency', page: 1, pageSize: 100 }), [http], canPick);
  // Without the list (or while it loads) the partner can still add under itself.
  const agencies = list.status === 'ready' ? list.value.items.map((item) => item.username) : [];
  const loading = canPick && list.status === 'loading';

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
