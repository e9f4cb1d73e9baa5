import { act, screen } from '@testing-library/react';
import { createTestPlatform, renderWithShell } from '../../test/test-platform';
import { NotFoundPage } from './not-found-page';

describe('404 page', () => {
  it('names the unknown path, on the page and in the title', async () => {
    const { platform } = createTestPlatform();
    renderWithShell(<NotFoundPage />, { platform, path: '/no/such/page' });
    expect(await screen.findByText('Page not found: /no/such/page')).toBeInTheDocument();
    expect(document.title).toBe('Page not found: /no/such/page');
  });

  it('is localized (Korean by default)', async () => {
    const { platform } = createTestPlatform();
    await act(() => platform.i18n.setLanguage('ko'));
    renderWithShell(<NotFoundPage />, { platform, path: '/nope' });
    expect(await screen.findByText('페이지를 찾을 수 없습니다: /nope')).toBeInTheDocument();
  });
});
