import { login, userInfo, walletBalance, type Account, type DataOf } from '@casino/contract';
import { type ModalProps, type Platform } from '@casino/platform';
import { startTestSession } from '@casino/platform/testing';
import { type Registry } from '../remotes/registry';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, clearSessionCookie, createTestLoader, createTestPlatform, renderWithShell } from '../test/test-platform';
import { userInfoOf } from '../test/user-info';
import { ModalHost } from './modal-host';

const member: Account = { id: 7, username: 'player1', nickname: 'Player', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };
const wallet = { wallet: { manifest: '/remotes/wallet/mf-manifest.json', version: '1' } };

/** A remote modal as the wallet writes one: its heading carries the id the shell gives it. */
const fakeModal = (title: string) =>
  function FakeModal({ params, titleId, onClose }: ModalProps) {
    return (
      <>
        <h2 id={titleId}>{[title, params.tab].filter(Boolean).join(' ')}</h2>
        <button onClick={onClose}>Done</button>
      </>
    );
  };

function Opener({ platform }: { platform: Platform }) {
  return <button onClick={() => platform.modals.open('deposit')}>Open deposit</button>;
}

async function setup(path: string, { signedIn = false, registry = wallet as Registry } = {}) {
  const test = createTestPlatform([
    // The API sets the session cookies with its answer.
    answer(login, (): DataOf<typeof login> => {
      startTestSession();
      return { expires_at: '2099-01-01T00:00:00.000Z', account: member };
    }),
    answer(userInfo, () => userInfoOf(member)),
    answer(walletBalance, (): DataOf<typeof walletBalance> => ({ balance: 0, credit: 0, rolling_point: 0 })),
  ]);
  if (signedIn) {
    startTestSession();
    await act(() => test.platform.user.load());
  }
  const { loader } = createTestLoader(registry, {
    'wallet/DepositModal': async () => ({ default: fakeModal('Deposit request') }),
    'wallet/WithdrawModal': async () => ({ default: fakeModal('Withdrawal request') }),
  });
  renderWithShell(
    <>
      <Opener platform={test.platform} />
      <ModalHost />
    </>,
    { platform: test.platform, loader, path },
  );
  return test;
}

afterEach(clearSessionCookie);

describe('modal host', () => {
  it('names a remote dialog by the heading the remote renders', async () => {
    await setup('/?modal=deposit', { signedIn: true });
    expect(await screen.findByRole('dialog', { name: 'Deposit request' })).toBeInTheDocument();
  });

  it('names it by what it is while its remote is not there', async () => {
    await setup('/?modal=deposit', { signedIn: true, registry: {} });
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('gives the focus back to the button that opened the dialog when it closes', async () => {
    await setup('/', { signedIn: true });
    const opener = screen.getByRole('button', { name: 'Open deposit' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    // Esc, the keyboard's way out, too.
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Deposit request' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('opens a member dialog linked while signed out once the visitor signs in', async () => {
    await setup('/?modal=withdraw&modal.tab=details');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(screen.getByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Withdrawal request details' })).toBeInTheDocument();
    expect(window.location.search).toBe('?modal=withdraw&modal.tab=details');
  });

  it('remembers the linked dialog through the sign-up dialog and back', async () => {
    await setup('/?modal=withdraw');
    await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(window.location.search).toBe('?modal=signup&modal.next=withdraw'));
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.location.search).toBe('?modal=login&modal.next=withdraw'));
  });

  it('after signing in from the header, simply closes the login dialog', async () => {
    const { platform } = await setup('/?modal=login');
    await userEvent.type(await screen.findByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    await waitFor(() => expect(platform.modals.current).toBeNull());
    expect(window.location.search).toBe('');
  });
});
