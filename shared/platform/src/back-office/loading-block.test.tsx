import { act, screen } from '@testing-library/react';
import { renderInShell } from '../testing/render-in-shell';
import { LoadingBlock } from './loading-block';

afterEach(() => localStorage.clear());

test('shows grey lines under one busy status named in the platform language, and no heading', async () => {
  const { container, platform } = renderInShell(<LoadingBlock rows={4} />);
  const status = screen.getByRole('status', { name: '불러오는 중' });
  expect(status).toHaveAttribute('aria-busy', 'true');
  expect(status.querySelectorAll('.ant-skeleton-paragraph > li')).toHaveLength(4);
  expect(container.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
  await act(() => platform.i18n.setLanguage('en'));
  expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
});
