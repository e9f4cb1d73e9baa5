import { signInAllowList, signInAllowListAdd, signInAllowListRemove, type SignInAllowList, type SignInAllowListEntry } from '@casino/contract';
import { ApiError } from '@casino/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { AllowListSection } from './allow-list-section';

const office: SignInAllowListEntry = { id: 3, address: '203.0.113.0/24', note: 'Office', created_at: '2026-11-20T01:00:00.000Z', created_by: { id: 2, username: 'master1' } };
const listOf = (items: SignInAllowListEntry[]): SignInAllowList => ({ account: { id: 5, username: 'agency1' }, items, current_address: '203.0.113.9' });

describe("the security page's sign-in addresses", () => {
  it('says sign-in is allowed from anywhere when the list is empty, and shows the current address', async () => {
    const { platform } = createTestPlatform([answer(signInAllowList, () => listOf([]))]);
    renderWithShell(<AllowListSection />, { platform, path: '/partner/security' });
    expect(await screen.findByText('No addresses are listed, so sign-in is allowed from anywhere.')).toBeInTheDocument();
    expect(screen.getByText('Your current address: 203.0.113.9')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('adds an entry, checking the address first, and shows the list the server answers', async () => {
    const add = jest.fn(() => listOf([office]));
    const { platform } = createTestPlatform([answer(signInAllowList, () => listOf([])), answer(signInAllowListAdd, add)]);
    renderWithShell(<AllowListSection />, { platform, path: '/partner/security' });
    const address = await screen.findByLabelText('IP address or range');

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter an IP address or range')).toBeInTheDocument();
    await userEvent.type(address, 'office wifi');
    expect(await screen.findByText('Enter it like 203.0.113.7 or 203.0.113.0/24')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(add).not.toHaveBeenCalled();

    await userEvent.clear(address);
    await userEvent.type(address, ' 203.0.113.0/24 ');
    await userEvent.type(screen.getByLabelText('Note'), 'Office');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith({ body: { address: '203.0.113.0/24', note: 'Office' } }));
    const table = await screen.findByRole('table', { name: 'Sign-in addresses' });
    const row = within(table).getByText('203.0.113.0/24').closest('tr')!;
    // Added when (Seoul time) and by whom: the master may have added it.
    expect(row).toHaveTextContent(/Office.*2026-11-20 10:00 · master1/);
    expect(screen.getByLabelText('IP address or range')).toHaveValue('');
    expect(await screen.findByText('Added 203.0.113.0/24')).toBeInTheDocument();
  });

  it("shows the server's refusal in the user's words and keeps what was typed", async () => {
    const { platform } = createTestPlatform([
      answer(signInAllowList, () => listOf([])),
      answer(signInAllowListAdd, () => {
        throw new ApiError(409, 'CONFLICT', 'This change would stop you signing in from where you are now (203.0.113.9). Add an entry covering this address first');
      }),
    ]);
    renderWithShell(<AllowListSection />, { platform, path: '/partner/security' });
    await userEvent.type(await screen.findByLabelText('IP address or range'), '198.51.100.0/24');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This change would stop you signing in from where you are now (203.0.113.9). Add an entry covering this address first')).toBeInTheDocument();
    expect(screen.getByLabelText('IP address or range')).toHaveValue('198.51.100.0/24');
  });

  it('asks before removing, and removes nothing when the question is cancelled', async () => {
    const remove = jest.fn(() => listOf([]));
    const { platform } = createTestPlatform([answer(signInAllowList, () => listOf([office])), answer(signInAllowListRemove, remove)]);
    renderWithShell(<AllowListSection />, { platform, path: '/partner/security' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove 203.0.113.0/24' }));
    let question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Remove 203.0.113.0/24 from the list?');
    expect(question).toHaveTextContent('It is the last address: without it, sign-in is allowed from anywhere.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove 203.0.113.0/24' }));
    question = await screen.findByRole('dialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ params: { id: 3 } }));
    expect(await screen.findByText('No addresses are listed, so sign-in is allowed from anywhere.')).toBeInTheDocument();
    expect(await screen.findByText('Removed 203.0.113.0/24')).toBeInTheDocument();
  });
});
