import type { ko } from '../ko';

export const en: typeof ko = {
  validation: {
    amount: 'Please enter the amount',
    password: 'Please enter the exchange password',
    passwordAndAmount: 'Password and Amount cannot be empty',
  },
  tabs: {
    request: 'Request',
    details: 'Details',
  },
  deposit: {
    title: 'Deposit request',
    submit: 'Request deposit',
    success: 'Deposit request successful',
    confirmDelete: 'Delete this deposit request?',
  },
  withdraw: {
    title: 'Withdrawal request',
    submit: 'Request withdrawal',
    success: 'Withdrawal request successful',
    confirmDelete: 'Delete this withdrawal request?',
    password: 'Exchange password',
    passwordPlaceholder: 'Enter the exchange password',
    account: 'Withdrawal account',
    balance: 'Available to withdraw',
  },
  notes: {
    title: 'Notes',
    inspection: 'During bank inspection hours (usually {{hours}}) deposits and withdrawals may be delayed.',
    sequential: 'Requests are processed in the order received and may be delayed.',
  },
  details: {
    amount: 'Amount',
    time: 'Requested at',
    status: 'Status',
    actions: 'Actions',
    delete: 'Delete',
    empty: 'No requests yet.',
    loadFailed: 'Could not load your requests.',
    retry: 'Retry',
    confirmText: 'Are you sure? Once deleted, it cannot be restored.',
    confirmOk: 'Delete',
    confirmCancel: 'Cancel',
    deleted: 'Deleted',
    // States, not the verbs of the spec's labels: what happened to the request.
    statuses: {
      request: 'Requested',
      waiting: 'Waiting',
      approve: 'Approved',
      delete: 'Deleted',
      clear: 'Cleared',
    },
  },
  convert: {
    title: 'Convert',
    toCredit: {
      title: '$t(common:money.cash) → $t(common:money.credit)',
      from: '$t(common:money.cash)',
      submit: 'Convert to game credit',
      insufficient: 'Not enough cash to convert',
    },
    toCash: {
      title: '$t(common:money.credit) → $t(common:money.cash)',
      from: '$t(common:money.credit)',
      submit: 'Convert to cash',
      insufficient: 'Not enough game credit to convert',
    },
    rolling: {
      title: '$t(common:money.rollingPoint) → $t(common:money.cash)',
      from: '$t(common:money.rollingPoint)',
      submit: 'Convert to cash',
      insufficient: 'Not enough points to convert',
    },
    success: 'Converted',
    failed: 'Failed to convert',
  },
  errors: {
    generic: 'An error occurred',
  },
  standalone: {
    title: 'Wallet (standalone)',
  },
};
