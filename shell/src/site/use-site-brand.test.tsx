import { siteSetting, type DataOf } from '@casino/contract';
import { act, screen } from '@testing-library/react';
import { answer, createTestPlatform, renderWithShell } from '../test/test-platform';
import { useSiteBrand } from './use-site-brand';

function SiteName() {
  return <p>{useSiteBrand().name}</p>;
}

describe('site brand', () => {
  it('asks again in the new language: the site name may have an English variant', async () => {
    const test = createTestPlatform([
      answer(siteSetting, (): DataOf<typeof siteSetting> => ({
        site_name: test.platform.i18n.language === 'en' ? 'Lucky Casino' : '럭키 카지노',
        logo_url: null,
        support_contact: '',
        bank_inspection_hours: '',
        min_deposit: 0,
        min_withdraw: 0,
      })),
    ]);
    await act(() => test.platform.i18n.setLanguage('ko'));
    renderWithShell(<SiteName />, { platform: test.platform });
    expect(await screen.findByText('럭키 카지노')).toBeInTheDocument();
    await act(() => test.platform.i18n.setLanguage('en'));
    expect(await screen.findByText('Lucky Casino')).toBeInTheDocument();
  });
});
