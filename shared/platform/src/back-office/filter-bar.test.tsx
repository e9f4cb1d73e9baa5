import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInShell } from '../testing/render-in-shell';
import { FilterBar } from './filter-bar';

test("each text filter stops at its own limit and applies what was typed on Search only; Reset is the caller's", async () => {
  const onSearch = jest.fn();
  const onReset = jest.fn();
  renderInShell(
    <FilterBar
      label="필터"
      texts={[
        { key: 'username', label: '아이디', placeholder: '아이디', value: '', maxLength: 40 },
        { key: 'member', label: '회원', placeholder: '회원', value: 'kim', maxLength: 32 },
      ]}
      onSearch={onSearch}
      onReset={onReset}
    >
      {null}
    </FilterBar>,
  );
  const username = screen.getByRole('textbox', { name: '아이디' });
  const member = screen.getByRole('textbox', { name: '회원' });
  expect(username).toHaveAttribute('maxlength', '40');
  expect(member).toHaveAttribute('maxlength', '32');
  expect(member).toHaveValue('kim');

  fireEvent.change(username, { target: { value: 'agency1' } });
  expect(onSearch).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: /검색/ }));
  // antd's form submits once its (empty) validation settles.
  await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ username: 'agency1', member: 'kim' }));
  fireEvent.click(screen.getByRole('button', { name: /초기화/ }));
  expect(onReset).toHaveBeenCalledTimes(1);
});
