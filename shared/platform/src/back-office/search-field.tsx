import { Input, type GetProps } from 'antd';
import { useId } from 'react';
import { backOfficeClassNames } from './class-names';
import { useBackOfficeTranslation } from './use-back-office-translation';

export interface SearchFieldProps extends Omit<GetProps<typeof Input.Search>, 'id' | 'enterButton' | 'onSearch' | 'maxLength'> {
  /** The field's name: shown above it, or read by screen readers only with `labelHidden`. */
  label: string;
  labelHidden?: boolean;
  /** What is typed, on Enter or the button (a clear too). */
  onSearch: (text: string) => void;
  /** The button's words: the platform's "Search" unless told. */
  button?: string;
  /** The limit of the query field it is sent as, from the contract (`maxLengthOf(endpoint.query, field)`). */
  maxLength: number;
}

/** A labelled search box: typed text applies on Enter or its button, never on every key. */
export function SearchField({ label, labelHidden = false, onSearch, button, ...input }: SearchFieldProps) {
  const { t } = useBackOfficeTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelHidden ? backOfficeClassNames.visuallyHidden : undefined}>
        {label}
      </label>
      <Input.Search id={id} allowClear autoComplete="off" {...input} enterButton={button ?? t('filters.search')} onSearch={(text) => onSearch(text)} />
    </>
  );
}
