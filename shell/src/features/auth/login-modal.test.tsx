import { login, siteSetting, userInfo, walletBalance, type Account, type DataOf } from '@casino/contract';
import { ApiError, PLATFORM_EVENTS } from '@casino/platform';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestSession } from '@casino/platform/testing';
import { answer, clearSessionCookie, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { userInfoOf } from '../../test/user-info';
import { LoginModal } from './login-modal';

const member: Account = { id: 7, username: 'player1', nickname: 'Player', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };


function setup(signIn: (options: unknown) => DataOf<typeof login>, params: Record<string, string> = {}, language: 'en' | 'ko' = 'en') {
  const test = createTestPlatform([
    answer(login, signIn),
    answer(userInfo, () => userInfoOf(member)),
    answer(walletBalance, (): DataOf<typeof walletBalance> => ({ balance: 1000, credit: 0, rolling_point: 0 })),
    answer(siteSetting, (): DataOf<typeof siteSetting> => ({ ...SITE_SETTING, support_contact: language === 'ko' ? '고객센터 텔레그램 @lucky_cs' : 'Customer service on Telegram: @lucky_cs' })),
  ]);
  void test.platform.i18n.setLanguage(language);
  renderWithShell(<LoginModal params={params} onClose={() => undefined} />, { platform: test.platform, path: '/?modal=login' });
  return test;
}

const SITE_SETTING: DataOf<typeof siteSetting> = { site_name: 'Lucky Casino', logo_url: null, support_contact: '', bank_inspection_hours: '', min_deposit: 0, min_withdraw: 0 };
const LABELS = { en: { username: 'Username', password: 'Password', submit: 'Log in' }, ko: { username: '아이디', password: '비밀번호', submit: '로그인' } };

async function logIn(username: string, password: string, language: 'en' | 'ko' = 'en') {
  const labels = LABELS[language];
  await userEvent.type(screen.getByLabelText(labels.username), username);
  await userEvent.type(screen.getByLabelText(labels.password), password);
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
}

const stopped = () => {
  throw new ApiError(403, 'ACCOUNT_STOPPED', 'This account is suspended. Please contact customer service');
};

afterEach(clearSessionCookie);

describe('login modal', () => {
  it('pre-fills the member ID it was opened with (after sign-up)', async () => {
    setup(() => ({ expires_at: '2099-01-01T00:00:00.000Z', account: member }), { username: 'newbie01' });
    expect(await screen.findByLabelText('Username')).toHaveValue('newbie01');
  });

  it('signs in with username and password and says so', async () => {
    // The API sets the session cookies with its answer.
    const signIn = jest.fn((): DataOf<typeof login> => {
      startTestSession();
      return { expires_at: '2099-01-01T00:00:00.000Z', account: member };
    });
    const { platform } = setup(signIn);
    const refetch = jest.fn();
    window.addEventListener(PLATFORM_EVENTS.refetchBoardMessages, refetch);
    await logIn('player1', 'abc123');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({ body: { username: 'player1', password: 'abc123' } });
    expect(platform.session.active).toBe(true);
    expect(platform.user.account?.nickname).toBe('Player');
    expect(refetch).toHaveBeenCalled();
    window.removeEventListener(PLATFORM_EVENTS.refetchBoardMessages, refetch);
  });

  it('says when the username or password is incorrect', async () => {
    setup(() => {
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials');
    });
    await logIn('player1', 'wrong1');
    expect(await screen.findByText('Username or password is incorrect')).toBeInTheDocument();
  });

  it('shows the server message for other refusals', async () => {
    setup(() => {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many failed login attempts for this ID. Try again in 15 minutes');
    });
    await logIn('player1', 'abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed login attempts for this ID. Try again in 15 minutes');
  });

  // The API answers a stopped account alike whatever the password: the notice says only what it is and who helps.
  it('tells a stopped account it is suspended and whom to contact, not that the password was right', async () => {
    setup(stopped);
    await logIn('stopped1', 'abc123');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This ID is suspended');
    expect(notice).toHaveTextContent('It cannot be used to log in. To learn why or to have it restored, contact customer service.');
    expect(notice).toHaveTextContent('Customer service on Telegram: @lucky_cs');
    expect(notice).not.toHaveTextContent(/password/i);
  });

  it('says so in Korean', async () => {
    setup(stopped, {}, 'ko');
    await logIn('stopped1', 'abc123', 'ko');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('이용이 정지된 아이디입니다');
    expect(notice).toHaveTextContent('이 아이디로는 로그인할 수 없습니다. 정지 사유나 해제는 고객센터에 문의해 주세요.');
    expect(notice).toHaveTextContent('고객센터 텔레그램 @lucky_cs');
  });
});
