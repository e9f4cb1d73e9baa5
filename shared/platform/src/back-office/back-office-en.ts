import type { backOfficeKo } from './back-office-ko';

export const backOfficeEn: typeof backOfficeKo = {
  loadError: {
    title: 'Could not load',
    retry: 'Retry',
  },
  filters: {
    search: 'Search',
    reset: 'Reset',
  },
};
