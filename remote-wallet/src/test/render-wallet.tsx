import { createPlatform, PlatformProvider, type Platform } from '@casino/platform';
import { jsonResponse } from '@casino/platform/testing';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';

/**
 * Test helper: a modal of this remote as the shell shows it (platform, antd `App` for messages and
 * confirms), with the platform returned so a test can read the user store or listen to events.
 */
export function renderWallet(ui: ReactElement, platform: Platform = createPlatform({ apiBase: '' })) {
  const view = render(
    <PlatformProvider platform={platform}>
      <App>{ui}</App>
    </PlatformProvider>,
  );
  return { ...view, platform };
}

export const balances = (balance: number, credit = 0, rolling_point = 0) => ({ balance, credit, rolling_point });

export const siteSettingAnswer = (bank_inspection_hours = '23:30-00:30') =>
  jsonResponse(200, {
    data: { site_name: 'Lucky', logo_url: null, support_contact: '', bank_inspection_hours, min_deposit: 10000, min_withdraw: 10000 },
  });

export const notFound = () => jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' });

/** The JSON body a request carried. */
export const bodyOf = async (request: Request): Promise<unknown> => JSON.parse(await request.clone().text());
