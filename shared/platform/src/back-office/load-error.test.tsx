import { act, fireEvent, screen } from '@testing-library/react';
import { renderInShell } from '../testing/render-in-shell';
import { LoadError } from './load-error';

afterEach(() => localStorage.clear());

test("says what did not load in the platform's words, with the server's message and a retry", async () => {
  const onRetry = jest.fn();
  const { platform } = renderInShell(<LoadError message="잠시 후 다시 시도해 주세요" onRetry={onRetry} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('불러오지 못했습니다');
  expect(alert).toHaveTextContent('잠시 후 다시 시도해 주세요');
  fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  await act(() => platform.i18n.setLanguage('en'));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
});
