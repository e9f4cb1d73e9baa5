import { renderInShell } from '@casino/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { setupUser } from '../../../test/user';
import { AccountSearch, type AccountOption } from './account-search';

const user = setupUser();
const OWN_LINE: AccountOption = { value: 1, label: '내 라인 전체 (master1)', username: 'master1' };
const PARTNERS: AccountOption[] = [
  { value: 5, label: 'agency1 (대리점)', username: 'agency1' },
  { value: 6, label: 'agency2 (총판)', username: 'agency2' },
];

function Harness() {
  const [value, setValue] = useState<number | undefined>();
  const search = async (text: string) => PARTNERS.filter((p) => p.label.includes(text));
  return (
    <>
      <AccountSearch value={value} onChange={setValue} search={search} fixed={[OWN_LINE]} placeholder="파트너 아이디" />
      <output data-testid="chosen">{value ?? ''}</output>
    </>
  );
}

test('a typed partner ID leaves only the partners it matches, never the own line offered first', async () => {
  renderInShell(<Harness />);
  const box = screen.getByRole('combobox');
  await user.click(box);
  expect(await screen.findByRole('option', { name: 'agency1 (대리점)' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: '내 라인 전체 (master1)' })).toBeInTheDocument();

  // The first option is the one Enter takes: with the own line still listed first, a typed
  // "agency1" and Enter sent the note to the whole line.
  await user.type(box, 'agency1');
  await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-label'))).toEqual(['agency1 (대리점)']));
  await user.click(screen.getByTitle('agency1 (대리점)'));
  expect(screen.getByTestId('chosen')).toHaveTextContent('5');
});
