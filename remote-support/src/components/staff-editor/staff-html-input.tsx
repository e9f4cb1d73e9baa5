import { lazyWithRetry } from '@casino/platform';
import { LoadingBlock } from '@casino/platform/back-office';
import { Suspense, useRef, useState } from 'react';

const StaffHtmlField = lazyWithRetry(() => import(/* webpackChunkName: "staff-editor" */ './staff-html-field'));

export interface StaffHtmlInputProps {
  /** From antd's Form.Item: the HTML. The editor starts from the value it has when it mounts. */
  value?: string;
  onChange?: (html: string) => void;
  /** The text box's accessible name (the field's label). */
  label: string;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** A form field for staff HTML: the rich-text editor and its preview, fetched the first time one is shown. */
export function StaffHtmlInput({ value = '', onChange, label, disabled, 'aria-invalid': invalid }: StaffHtmlInputProps) {
  const [initialHtml] = useState(value);
  const current = useRef(value);
  current.current = value;
  // The editor reports its empty document as it settles after mounting; told to the form, that
  // 'change' showed "required" on a field nobody had touched. Only a real change is passed on.
  const report = (html: string) => {
    if (html !== current.current) onChange?.(html);
  };
  return (
    <Suspense fallback={<LoadingBlock rows={6} />}>
      <StaffHtmlField initialHtml={initialHtml} onChange={report} label={label} disabled={disabled} invalid={invalid === true || invalid === 'true'} />
    </Suspense>
  );
}
