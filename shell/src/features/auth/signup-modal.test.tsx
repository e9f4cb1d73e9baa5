import { register, validateRef, type DataOf } from '@casino/contract';
import { ApiError } from '@casino/platform';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { SignupModal } from './signup-modal';

const LABELS: Array<[string, string]> = [
  ['Referral code', 'AGENCY1'],
  ['Member ID', 'player01'],
  ['Password', 'abc123'],
  ['Nickname', 'Lucky'],
  ['Confirm password', 'abc123'],
  ['Withdrawal password', 'wd1234'],
  ['Confirm withdrawal password', 'wd1234'],
  ['Phone number', '010-1234-5678'],
  ['Bank name', 'KB'],
  ['Withdrawal account number', '1234567890'],
];

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

async function fill(overrides: Record<string, string> = {}) {
  for (const [label, value] of LABELS) {
    const text = overrides[label] ?? value;
    if (text) fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value: text } });
  }
}

function setup(validRefs = ['AGENCY1'], signUp: (options: unknown) => DataOf<typeof register> = () => ({ username: 'player01' })) {
  const test = createTestPlatform([
    answer(validateRef, ({ query }): DataOf<typeof validateRef> => ({ valid: validRefs.includes(query.ref_id) })),
    answer(register, signUp),
  ]);
  renderWithShell(<SignupModal params={{}} onClose={() => undefined} />, { platform: test.platform, path: '/?modal=signup' });
  return test;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

describe('sign-up modal', () => {
  it('has the ten fields', () => {
    setup();
    for (const [label] of LABELS) expect(screen.getByLabelText(label, { exact: true })).toBeInTheDocument();
  });

  it('marks every field required, and asks to fill in all fields once, each empty field saying it is required', async () => {
    const { call } = setup();
    for (const [label] of LABELS) expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute('aria-required', 'true');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(await screen.findAllByText('Required')).toHaveLength(LABELS.length);
    expect(call).not.toHaveBeenCalledWith(expect.objectContaining({ path: register.path }), expect.anything());
  });

  it('says when the passwords do not match', async () => {
    setup();
    await fill({ 'Confirm password': 'abc999' });
    await submit();
    expect((await screen.findAllByText('Passwords do not match')).length).toBeGreaterThan(0);
  });

  it('says when the withdrawal passwords do not match', async () => {
    setup();
    await fill({ 'Confirm withdrawal password': 'wd9999' });
    await submit();
    expect((await screen.findAllByText('Withdrawal passwords do not match')).length).toBeGreaterThan(0);
  });

  it('marks every invalid field together', async () => {
    setup();
    await fill({ 'Member ID': 'ab', Password: 'abc!', Nickname: 'x', 'Confirm password': 'zzz999', 'Phone number': 'call me', 'Withdrawal account number': '12' });
    await submit();
    for (const text of [
      'Member ID must be 4-16 English letters and numbers',
      'Password must be 4-12 English letters and numbers',
      'Nickname must be 2-20 characters',
      'Passwords do not match',
      'Phone number must be 9-15 digits or -',
      'Account number must be 6-20 digits or -',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('checks the referral code as it is typed', async () => {
    const { call } = setup(['GOOD1']);
    type('Referral code', 'B');
    type('Referral code', 'BA');
    type('Referral code', 'BAD1');
    expect(await screen.findByText('Referral code invalid')).toBeInTheDocument();
    type('Referral code', 'GOOD1');
    expect(await screen.findByText('Referral code valid')).toBeInTheDocument();
    // Debounced: one check per settled code, not one per key.
    const checks = call.mock.calls.filter(([endpoint]) => endpoint.path === validateRef.path);
    expect(checks.map(([, options]) => options)).toEqual([
      expect.objectContaining({ query: { ref_id: 'BAD1' } }),
      expect.objectContaining({ query: { ref_id: 'GOOD1' } }),
    ]);
  });

  it('registers with the contract fields and says so', async () => {
    const signUp = jest.fn(() => ({ username: 'player01' }));
    setup(['AGENCY1'], signUp);
    await fill();
    await waitFor(() => expect(screen.getByText('Referral code valid')).toBeInTheDocument());
    await submit();
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      body: {
        referral_code: 'AGENCY1',
        username: 'player01',
        password: 'abc123',
        password_confirm: 'abc123',
        nickname: 'Lucky',
        withdraw_password: 'wd1234',
        withdraw_password_confirm: 'wd1234',
        phone: '010-1234-5678',
        bank_name: 'KB',
        account_number: '1234567890',
      },
    });
    expect(new URLSearchParams(window.location.search).get('modal')).toBe('login');
    expect(new URLSearchParams(window.location.search).get('modal.username')).toBe('player01');
  });

  it('shows the server message when registration is refused', async () => {
    setup(['AGENCY1'], () => {
      throw new ApiError(409, 'USERNAME_TAKEN', 'This member ID is taken');
    });
    await fill();
    await submit();
    expect(await screen.findByText('This member ID is taken')).toBeInTheDocument();
    type('Member ID', 'player02');
    await waitFor(() => expect(screen.queryByText('This member ID is taken')).not.toBeInTheDocument());
  });
});
