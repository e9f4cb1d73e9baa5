import { act, screen } from '@testing-library/react';
import { createTestPlatform, renderWithShell } from '../test/test-platform';
import { PageDataContext, usePageData, type ServedPageData } from './page-data-context';

const served: ServedPageData = { path: '/game/slot', requestId: 'games/GameTypePage', language: 'ko', data: '슬롯 브랜드' };

function Page({ requestId = 'games/GameTypePage' }: { requestId?: string }) {
  const data = usePageData(requestId);
  return <p>{data === undefined ? 'loads its own' : String(data)}</p>;
}

test('a page gets the served data at the path and in the language it was served in, and not after a switch', async () => {
  const { platform } = createTestPlatform([]);
  await act(() => platform.i18n.setLanguage('ko'));
  const { router } = renderWithShell(
    <PageDataContext.Provider value={served}>
      <Page />
    </PageDataContext.Provider>,
    { platform, path: '/game/slot' },
  );
  expect(screen.getByText('슬롯 브랜드')).toBeInTheDocument();

  await act(() => platform.i18n.setLanguage('en'));
  expect(screen.getByText('loads its own')).toBeInTheDocument();
  await act(() => platform.i18n.setLanguage('ko'));
  await act(() => router.navigate('/game/casino'));
  expect(screen.getByText('loads its own')).toBeInTheDocument();
});

test("another remote page does not get a page's data", async () => {
  const { platform } = createTestPlatform([]);
  await act(() => platform.i18n.setLanguage('ko'));
  renderWithShell(
    <PageDataContext.Provider value={served}>
      <Page requestId="games/HomePage" />
    </PageDataContext.Provider>,
    { platform, path: '/game/slot' },
  );
  expect(screen.getByText('loads its own')).toBeInTheDocument();
});
