import { act, screen } from '@testing-library/react';
import { renderInShell } from '../testing/render-in-shell';
import { LoadingBlock } from './loading-block';

afterEach(() => localStorage.clear());

test('shows grey lines, hidden from screen readers, in a status that says Loading in the platform language, and no heading', async () => {
  const { container, platform } = renderInShell(<LoadingBlock rows={4} />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('불러오는 중');
  expect(status.querySelectorAll('[aria-hidden="true"] .ant-skeleton-paragraph > li')).toHaveLength(4);
  expect(screen.queryByRole('list')).toBeNull();
  expect(container.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
  await act(() => platform.i18n.setLanguage('en'));
  expect(await screen.findByText('Loading')).toBeInTheDocument();
});
