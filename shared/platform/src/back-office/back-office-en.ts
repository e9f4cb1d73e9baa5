import type { backOfficeKo } from './back-office-ko';

export const backOfficeEn: typeof backOfficeKo = {
  loadError: {
    title: 'Could not load',
    retry: 'Retry',
  },
  loading: 'Loading',
  table: {
    columns: 'Columns',
    columnsOf: 'Columns of {{table}}',
    hiddenCount: '{{count}} hidden',
    showAll: 'Show all',
    actions: 'Actions',
    actionsFor: 'Actions for {{name}}',
    moreActions: 'More actions for {{name}}',
    details: 'Details',
    hideDetails: 'Fewer details',
  },
  number: {
    notNumber: 'Enter a number',
    whole: 'Enter a whole number',
    decimals: 'Enter at most {{decimals}} decimal places',
    belowMin: 'Enter {{min}} or more',
    aboveMax: 'Enter {{max}} or less',
  },
  window: {
    close: 'Close window',
  },
  image: {
    upload: 'Upload a file',
    placeholder: '/uploads/… or https://…',
    preview: 'Preview of the chosen image',
    problems: {
      type: 'Only PNG, JPEG, WebP and GIF files can be uploaded.',
      empty: 'The file is empty.',
      size: 'The file must be {{mb}} MB or smaller.',
      failed: 'Could not upload the image.',
    },
  },
  filters: {
    search: 'Search',
    reset: 'Reset',
  },
};
