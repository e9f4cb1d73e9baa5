// `@casino/platform/back-office`: the pieces every remote's staff (back-office) screens use, kept
// out of the main platform module so the member pages never load them. Federation shares it as a
// singleton (@casino/build's SHARED_SINGLETONS): one copy on the page, whichever remote loads first.
// Its files import the platform by its package name, so they run on the shell's instance.
export { Resource } from './resource';
export type { ResourceStatus } from './resource';
export { LoadError } from './load-error';
export type { LoadErrorProps } from './load-error';
export { LoadingBlock } from './loading-block';
export type { LoadingBlockProps } from './loading-block';
export { FilterBar } from './filter-bar';
export type { FilterBarProps, TextFilter } from './filter-bar';
export { SearchField } from './search-field';
export type { SearchFieldProps } from './search-field';
export { SeoulDayRange } from './seoul-day-range';
export type { SeoulDayRangeProps } from './seoul-day-range';
export { useKeyboardScrollableTables } from '@casino/platform';
export { BackOfficeTable } from './table/back-office-table';
export type { BackOfficeTableProps } from './table/back-office-table';
export type { ActionsColumn, BackOfficeColumn, TableTotals } from './table/columns';
export { RowActions } from './table/row-actions';
export type { RowAction } from './table/row-actions';
export { useTableLayout } from './table/table-layout';
export type { TableLayout } from './table/table-layout';
export { NumberInput } from './number/number-input';
export type { NumberInputProps } from './number/number-input';
export { formNumber, numberText, readNumber } from './number/number-reading';
export type { NumberProblem, NumberReading, NumberRule } from './number/number-reading';
export { useNumberCheck } from './number/use-number-check';
export { useRequiredNumber } from './number/use-required-number';
export { ReasonField } from './reason/reason-field';
export type { ReasonFieldProps } from './reason/reason-field';
export { RequiredReason } from './reason/required-reason';
export type { NumberWords } from './number/use-number-check';
export { WindowFrame } from './window/window-frame';
export type { WindowFrameProps } from './window/window-frame';
export { ImageField } from './image/image-field';
export type { ImageFieldProps } from './image/image-field';
export { MAX_UPLOAD_MB } from './image/image-file';
export { isImageUrl } from './image/image-url';
export { backOfficeClassNames } from './class-names';
