import { jsonResponse } from '@casino/platform/testing';

export const balances = (balance: number, credit = 0, rolling_point = 0) => ({ balance, credit, rolling_point });

export const siteSettingAnswer = (bank_inspection_hours = '23:30-00:30') =>
  jsonResponse(200, {
    data: { site_name: 'Lucky', logo_url: null, support_contact: '', bank_inspection_hours, min_deposit: 10000, min_withdraw: 10000 },
  });

export const notFound = () => jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' });

/** The JSON body a request carried. */
export const bodyOf = async (request: Request): Promise<unknown> => JSON.parse(await request.clone().text());
