import { Alert, Button, Form, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { CodeField } from '../../components/two-factor/code-field';
import type { SecurityStore } from './security-store';

/** A change that needs a current code: opens a code field, then runs it. */
export const CodeConfirm = observer(function CodeConfirm({ store, label, help, danger, onCode }: { store: SecurityStore; label: string; help: string; danger?: boolean; onCode: (code: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button danger={danger} onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        {label}
      </Button>
    );
  }
  return (
    <Form layout="vertical" requiredMark={false} onFinish={async ({ code }: { code: string }) => (await onCode(code)) && setOpen(false)}>
      <Typography.Paragraph>{help}</Typography.Paragraph>
      {store.actionError !== null && <Alert role="alert" type="error" showIcon title={store.actionError} style={{ marginBottom: 16 }} />}
      <CodeField />
      <Button type="primary" danger={danger} htmlType="submit" loading={store.busy}>
        {label}
      </Button>
    </Form>
  );
});
