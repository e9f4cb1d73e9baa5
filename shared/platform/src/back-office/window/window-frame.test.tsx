import { act, fireEvent, screen } from '@testing-library/react';
import { createPlatform } from '../../create-platform';
import { renderStaffPage } from '../../testing/render-staff-page';
import { WindowFrame } from './window-frame';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

/** As the shell's windows layout shows a window: inside the page's one main landmark. */
const inWindowsLayout = (title: string) => (
  <main>
    <WindowFrame title={title}>
      <p>content</p>
    </WindowFrame>
  </main>
);

test("names the window by its heading, inside the layout's main without a second main", () => {
  renderStaffPage(inWindowsLayout('입금'), { path: '/windows/deposit' });
  expect(screen.getByRole('heading', { level: 1, name: '입금' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '입금' })).toHaveTextContent('content');
  expect(screen.getAllByRole('main')).toHaveLength(1);
});

test('gives the browser window its title', () => {
  const platform = createPlatform({ apiBase: '' });
  const titles: unknown[] = [];
  platform.events.on('pageTitle', (detail) => titles.push(detail));
  renderStaffPage(<WindowFrame title="출금">{null}</WindowFrame>, { path: '/windows/withdraw', platform });
  expect(titles).toContainEqual({ title: '출금', path: '/windows/withdraw' });
});

test("closes the window with a button in the page's language", async () => {
  const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
  const { platform } = renderStaffPage(inWindowsLayout('Deposit'));
  fireEvent.click(screen.getByRole('button', { name: '창 닫기' }));
  expect(close).toHaveBeenCalledTimes(1);
  await act(() => platform.i18n.setLanguage('en'));
  expect(await screen.findByRole('button', { name: 'Close window' })).toBeInTheDocument();
});
