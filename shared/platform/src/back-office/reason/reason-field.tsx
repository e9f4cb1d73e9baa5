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
}

/**
 * A question's required reason: a counted text area under its label, its hint or what is missing
 * below, tied to the field (antd ties help to a field only for its own named fields) and, when
 * missing, said at once. Enter adds a line: the question's own button sends it.
 */
export const ReasonField = observer(function ReasonField({ reason, label, hint, missingText, maxLength, disabled }: ReasonFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <Form layout="vertical" requiredMark={false} component="div">
      <Form.Item
        label={label}
        htmlFor={id}
        validateStatus={reason.missing ? 'error' : undefined}
        help={
          <span id={helpId} role={reason.missing ? 'alert' : undefined}>
            {reason.missing ? missingText : hint}
          </span>
        }
      >
        <div className={backOfficeClassNames.countedField}>
          <Input.TextArea
            id={id}
            value={reason.text}
            onChange={(event) => reason.set(event.target.value)}
            maxLength={maxLength}
            showCount
            rows={3}
            aria-required
            aria-invalid={reason.missing || undefined}
            aria-describedby={helpId}
            disabled={disabled}
          />
        </div>
      </Form.Item>
    </Form>
  );
});
