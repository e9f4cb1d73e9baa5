import { act, fireEvent, screen } from '@testing-library/react';
import { renderInShell } from '../testing/render-in-shell';
import { SearchField } from './search-field';

afterEach(() => localStorage.clear());

// What a caller reads from the contract.
const SEARCH_LIMIT = 40;
const ACCOUNT_LIMIT = 32;

test('a named box that applies what was typed on Enter or its button, in the page language', async () => {
  const onSearch = jest.fn();
  const { platform } = renderInShell(<SearchField label="아이디" placeholder="아이디 입력" maxLength={SEARCH_LIMIT} onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: '아이디' });
  expect(box).toHaveAttribute('maxlength', '40');
  expect(box).toHaveAttribute('autocomplete', 'off');
  fireEvent.change(box, { target: { value: 'kim' } });
  expect(onSearch).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: /검색/ }));
  expect(onSearch).toHaveBeenLastCalledWith('kim');
  await act(() => platform.i18n.setLanguage('en'));
  expect(await screen.findByRole('button', { name: /Search/ })).toBeInTheDocument();
});

test('a hidden label still names the box; a form may word its button; the length is the one given', () => {
  renderInShell(<SearchField label="계정 ID" labelHidden button="찾기" maxLength={ACCOUNT_LIMIT} onSearch={jest.fn()} />);
  expect(screen.getByText('계정 ID')).toHaveClass('back-office-visually-hidden');
  expect(screen.getByRole('searchbox', { name: '계정 ID' })).toHaveAttribute('maxlength', '32');
  expect(screen.getByRole('button', { name: /찾기/ })).toBeInTheDocument();
});
