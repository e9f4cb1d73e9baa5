import { Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { backOfficeClassNames } from '../class-names';
import type { RequiredReason } from './required-reason';

export interface ReasonFieldProps {
  reason: RequiredReason;
  label: string;
  /** Under the field: what to write; replaced by `missingText` once an empty reason was sent. */
  hint: string;
  missingText: string;
  maxLength: number;
  disabled?: boolean;
  /** Enter in the field's form: the question's own button. */
  onSubmit: () => void;
}

/** A question's required reason: a counted text area under its label, its hint or what is missing below. */
export const ReasonField = observer(function ReasonField({ reason, label, hint, missingText, maxLength, disabled, onSubmit }: ReasonFieldProps) {
  const id = useId();
  return (
    <Form layout="vertical" requiredMark={false} onFinish={onSubmit}>
      <Form.Item label={label} htmlFor={id} validateStatus={reason.missing ? 'error' : undefined} help={reason.missing ? missingText : hint}>
        <div className={backOfficeClassNames.countedField}>
          <Input.TextArea
            id={id}
            value={reason.text}
            onChange={(event) => reason.set(event.target.value)}
            maxLength={maxLength}
            showCount
            rows={3}
            aria-required
            disabled={disabled}
          />
        </div>
      </Form.Item>
    </Form>
  );
});
