import { reportBetting } from '@casino/contract';
import { createPlatform } from '@casino/platform';
import { act, screen } from '@testing-library/react';
import { renderReports } from '../test/render-reports';
import { CsvLink } from './csv-link';

/*
 * A plain link's download does not go through the http client, which sends the language: the
 * link carries the one chosen in the back-office, or the file would be headed in the browser's.
 */
test('the CSV link carries the language chosen in the back-office, and follows a change of it', async () => {
  const platform = createPlatform({ apiBase: '' });
  renderReports(<CsvLink endpoint={reportBetting} query={{ from: '2025-03-01', to: '2025-03-02', page: 2 }} what="베팅 내역" />, { platform });
  const href = () => new URL(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')!, 'http://localhost');

  expect(href().pathname).toBe('/api/v1/game/partner/report/betting.csv');
  expect(Object.fromEntries(href().searchParams)).toEqual({ from: '2025-03-01', to: '2025-03-02', lang: 'ko' });

  await act(() => platform.i18n.setLanguage('en'));
  expect(screen.getByRole('link', { name: 'Download CSV: 베팅 내역 (the whole filter)' })).toBeInTheDocument();
  expect(href().searchParams.get('lang')).toBe('en');
});
