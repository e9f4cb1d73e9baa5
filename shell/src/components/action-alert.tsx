import { Alert, Button, type AlertProps } from 'antd';

export interface ActionAlertProps extends Omit<AlertProps, 'action' | 'showIcon'> {
  actionLabel: string;
  /** None: the alert offers nothing to do. */
  onAction?: (() => void) | null;
  actionDisabled?: boolean;
}

/** A notice with its icon and at most one thing to do about it (retry, reload), as a small button. */
export function ActionAlert({ actionLabel, onAction, actionDisabled, ...alert }: ActionAlertProps) {
  const action = onAction ? (
    <Button size="small" disabled={actionDisabled} onClick={onAction}>
      {actionLabel}
    </Button>
  ) : undefined;
  return <Alert showIcon action={action} {...alert} />;
}
