import type { commonKo } from './common-ko';

export const commonEn: typeof commonKo = {
  errors: {
    generic: 'An error occurred',
    network: 'A network error occurred. Please check your connection.',
    timeout: 'The request timed out. Please try again shortly.',
    aborted: 'The request was cancelled.',
    unauthorized: 'Your session has expired. Please log in again.',
    invalidResponse: 'The server response could not be read.',
  },
  money: {
    cash: 'Cash',
    credit: 'Game credit',
    rollingPoint: 'Rolling points',
  },
  auth: {
    pleaseLogIn: 'Please log in.',
  },
  validation: {
    password: 'Password must be 4-12 English letters and numbers.',
  },
  language: {
    ko: '한국어',
    en: 'English',
  },
};
