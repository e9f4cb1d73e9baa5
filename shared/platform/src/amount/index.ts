// `@casino/platform/amount`: the one amount field of the wallet's member dialogs and the partner's
// trade screens. Stateless, so each app bundles it with the chunk that uses it (not a shared
// singleton): a member dialog brings the number field without the whole back-office entry.
export { addToAmount, amountOf, amountRule, isAmountRefused, QUICK_AMOUNTS } from './amount';
export type { QuickAmount } from './amount';
export { AmountField } from './amount-field';
export type { AmountFieldProps } from './amount-field';
