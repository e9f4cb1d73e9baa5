import { Spin } from 'antd';

/** A slot's loading state: what its area shows while its remote is on the way. */
export function SlotSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
    </div>
  );
}
