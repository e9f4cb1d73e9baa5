import type { DataOf, siteSetting, walletBalance } from '@casino/contract';

export const balances = (balance: number, credit = 0, rolling_point = 0): DataOf<typeof walletBalance> => ({ balance, credit, rolling_point });

/** The public site settings, with the bank inspection hours the notes show. */
export const siteSettings = (bank_inspection_hours = '23:30-00:30'): DataOf<typeof siteSetting> => ({
  site_name: 'Lucky',
  logo_url: null,
  support_contact: '',
  bank_inspection_hours,
  min_deposit: 10000,
  min_withdraw: 10000,
});
