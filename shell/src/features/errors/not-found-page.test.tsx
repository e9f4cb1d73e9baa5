import { siteSetting, type DataOf } from '@casino/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { NotFoundPage } from './not-found-page';

const setting = (): DataOf<typeof siteSetting> => ({ site_name: 'Lucky Casino', logo_url: null, support_contact: '', bank_inspection_hours: '', min_deposit: 0, min_withdraw: 0 });

describe('404 page', () => {
  it('names the unknown path, on the page and in the title with the default site name', async () => {
    const { platform } = createTestPlatform();
    renderWithShell(<NotFoundPage />, { platform, path: '/no/such/page' });
    expect(await screen.findByText('Page not found: /no/such/page')).toBeInTheDocument();
    expect(document.title).toBe('Page not found: /no/such/page - Casino');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });

  it('shows the path decoded, and the site name from the settings in the title', async () => {
    const { platform } = createTestPlatform([ answer(siteSetting, setting) ]);
    renderWithShell(<NotFoundPage />, { platform, path: '/%EC%97%86%EB%8A%94%ED%8E%98%EC%9D%B4%EC%A7%80' });
    expect(await screen.findByText('Page not found: /없는페이지')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found: /없는페이지 - Lucky Casino'));
  });

  it('leads home with one link, drawn as a button, that works before the script (a plain href)', async () => {
    const { platform } = createTestPlatform();
    const { router } = renderWithShell(<NotFoundPage />, { platform, path: '/nope' });
    const home = await screen.findByRole('link', { name: 'Go home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveClass('site-button--primary');
    expect(home.querySelector('button')).toBeNull();
    await userEvent.click(home);
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps a malformed escape as it came', async () => {
    const { platform } = createTestPlatform();
    renderWithShell(<NotFoundPage />, { platform, path: '/bad%E0%A4%A' });
    expect(await screen.findByText('Page not found: /bad%E0%A4%A')).toBeInTheDocument();
  });

  it('is localized (Korean by default)', async () => {
    const { platform } = createTestPlatform();
    await act(() => platform.i18n.setLanguage('ko'));
    renderWithShell(<NotFoundPage />, { platform, path: '/nope' });
    expect(await screen.findByText('페이지를 찾을 수 없습니다: /nope')).toBeInTheDocument();
  });
});
