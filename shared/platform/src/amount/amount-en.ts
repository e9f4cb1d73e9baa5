import type { amountKo } from './amount-ko';

export const amountEn: typeof amountKo = {
  label: 'Amount',
  placeholder: 'Enter the amount',
  unit: 'KRW',
  quickLabel: 'Quick amounts',
  quick: {
    '50000': '50K',
    '100000': '100K',
    '500000': '500K',
    '1000000': '1M',
    '5000000': '5M',
    '10000000': '10M',
    '50000000': '50M',
  },
  add: 'Add ₩{{amount}}',
  reset: 'Reset',
};
