import type { Level, Role, StaffRight, UserState } from '../db/schema';

/** Every demo account signs in with this password; withdrawals use DEMO_WITHDRAW_PASSWORD. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_WITHDRAW_PASSWORD = '1234';

export interface DemoUser {
  username: string;
  nickname: string;
  role: Role;
  level: Level;
  parent: string | null;
  referralCode?: string;
  state?: UserState;
  phone: string;
  bankName: string;
  accountNumber: string;
  /** Opening balances in KRW, paid from the house through the ledger. */
  funds: { cash?: number; credit?: number; rolling?: number };
  /** Rights beyond the level: both demo masters run the whole site. */
  rights?: StaffRight[];
}

const partner = (username: string, nickname: string, level: Level, parent: string | null, referralCode: string, n: number, cash: number, rolling = 0): DemoUser => ({
  username,
  nickname,
  role: 'partner',
  level,
  parent,
  referralCode,
  phone: `010-9000-000${n}`,
  bankName: '국민은행',
  accountNumber: `123-45-67890${n}`,
  funds: { cash, rolling },
  ...(level === 'master' ? { rights: ['site'] as StaffRight[] } : {}),
});

const member = (username: string, nickname: string, parent: string, n: number, bankName: string, funds: DemoUser['funds'], state: UserState = 'normal'): DemoUser => ({
  username,
  nickname,
  role: 'member',
  level: 'member',
  parent,
  state,
  phone: `010-1234-56${String(n).padStart(2, '0')}`,
  bankName,
  accountNumber: `110-234-5678${String(n).padStart(2, '0')}`,
  funds,
});

/**
 * Demo authenticator keys (base32), public like the demo password: the masters sign in with a
 * code made from their key (add it to any authenticator app, or compute it). `pnpm --filter
 * @casino/api partners two-factor-reset master1` removes one, and the next sign-in enrols anew.
 */
export const DEMO_TWO_FACTOR_KEYS: Record<string, string> = { master1: 'MASTERONEDEMOTOTPSECRETKEYGHIJKL', master2: 'MASTERTWODEMOTOTPSECRETKEYABCDEF' };

/** Parents come before their children. */
export const DEMO_USERS: DemoUser[] = [
  partner('master1', '마스터', 'master', null, 'MASTER1', 1, 100_000_000),
  partner('agency1', '강남에이전시', 'agency', 'master1', 'AGENCY1', 2, 30_000_000, 150_000),
  partner('agency2', '부산에이전시', 'agency', 'master1', 'AGENCY2', 3, 20_000_000, 80_000),
  member('member1', '행운의별', 'agency1', 1, '신한은행', { cash: 1_250_000, credit: 300_000, rolling: 12_500 }),
  member('member2', '바다사나이', 'agency1', 2, '우리은행', { cash: 500_000, rolling: 3_000 }),
  member('member3', '골드러시', 'agency1', 3, '하나은행', { cash: 50_000, credit: 1_000_000 }),
  member('member4', '달빛여우', 'agency2', 4, '국민은행', { cash: 3_000_000, credit: 200_000, rolling: 45_000 }),
  member('member5', '대박기원', 'agency2', 5, '카카오뱅크', {}),
  member('member6', '초록바람', 'agency2', 6, '농협은행', { cash: 780_000, credit: 120_000, rolling: 7_700 }),
  member('stopped1', '정지회원', 'agency1', 7, '기업은행', { cash: 100_000 }, 'stop'),
  // A second master line, whose members have played today: the back-office's figures are not empty.
  partner('master2', '제이마스터', 'master', null, 'MASTER2', 4, 80_000_000, 60_000),
  partner('agency3', '대구에이전시', 'agency', 'master2', 'DAEGU', 5, 12_000_000, 20_000),
  partner('agency4', '인천에이전시', 'agency', 'master2', 'INCHEON', 6, 8_000_000),
  member('member7', '푸른하늘', 'agency3', 8, '신한은행', { cash: 420_000, credit: 900_000, rolling: 2_100 }),
  member('member8', '황금손', 'agency3', 9, '국민은행', { cash: 1_800_000, credit: 600_000 }),
  member('member9', '별빛여행', 'agency3', 10, '토스뱅크', { cash: 75_000 }),
  member('member10', '행운의바다', 'agency4', 11, '우리은행', { cash: 2_600_000, credit: 1_500_000, rolling: 9_400 }),
  member('member11', '은빛달', 'agency4', 12, '하나은행', { cash: 150_000, credit: 300_000 }),
  member('member12', '새벽별', 'agency4', 13, '카카오뱅크', {}),
];

export const DEMO_BOARD_MESSAGES = [
  { type: 'notice', daysAgo: 30, title: '사이트 이용 안내', content: '<p>회원님 환영합니다. 입출금은 순차적으로 처리되며 다소 지연될 수 있습니다.</p>' },
  { type: 'notice', daysAgo: 10, title: '은행 점검 시간 안내', content: '<p>은행 점검 시간(보통 23:00-00:30)에는 입출금이 지연될 수 있습니다.</p>' },
  { type: 'notice', daysAgo: 2, title: '개인정보 보호 안내', content: '<p>비밀번호와 출금 비밀번호를 타인에게 알려주지 마세요.</p>' },
  { type: 'event', daysAgo: 7, title: '첫 충전 10% 보너스', content: '<p>가입 후 첫 충전 시 <strong>10%</strong>를 추가로 드립니다.</p>' },
  { type: 'event', daysAgo: 1, title: '주말 롤링 2배 이벤트', content: '<p>토요일과 일요일에는 롤링 포인트가 <strong>2배</strong> 적립됩니다.</p>' },
  { type: 'popup', daysAgo: 3, title: '[필독] 출금 계좌 확인', content: '<p>출금은 가입 시 등록한 계좌로만 가능합니다.</p>' },
  { type: 'popup', daysAgo: 0, title: '[안내] 신규 게임 오픈', content: '<p>새로운 슬롯 게임이 추가되었습니다. 지금 확인해 보세요!</p>' },
] as const;

/**
 * Shown in this order; the last cannot be dismissed (spec 2: `is_non_closable`). It is the
 * maintenance notice an operator switches on during maintenance, so it is seeded inactive:
 * active, it would block the whole demo site
 * (docs/decisions/015-non-closable-popup-starts-inactive.md).
 */
export const DEMO_POPUPS = [
  { image_url: '/static/demo/popup-1.webp', title: '신규 회원 첫 충전 보너스', is_non_closable: false, active: true },
  { image_url: '/static/demo/popup-2.webp', title: '매일 출석 이벤트', is_non_closable: false, active: true },
  { image_url: '/static/demo/popup-3.webp', title: '정기 점검 안내', is_non_closable: true, active: false },
];

/** Korean, with the English a visitor who reads English gets (migration 017). */
export const DEMO_SLIDES = [
  { image_url: '/static/demo/slide-1.webp', title: '라이브 카지노', title_en: 'Live casino', link_url: '/game/casino' },
  { image_url: '/static/demo/slide-2.webp', title: '슬롯 토너먼트', title_en: 'Slot tournament', link_url: '/game/slot' },
  { image_url: '/static/demo/slide-3.webp', title: '롤링 포인트 적립', title_en: 'Earn rolling points', link_url: null },
];

export const DEMO_MARQUEE = [
  { text: '럭키 카지노에 오신 것을 환영합니다!', text_en: 'Welcome to Lucky Casino!' },
  { text: '은행 점검 시간(23:00-00:30)에는 입출금이 지연될 수 있습니다.', text_en: 'Deposits and withdrawals may be delayed during bank inspection hours (23:00-00:30).' },
  { text: '주말 롤링 2배 이벤트 진행 중!', text_en: 'Double rolling points this weekend!' },
];

export const DEMO_SITE_SETTINGS = {
  site_name: '럭키 카지노',
  site_name_en: 'Lucky Casino',
  logo_url: '/static/demo/logo.webp',
  support_contact: '고객센터 텔레그램 @lucky_cs',
  bank_inspection_hours: '23:00-00:30',
  min_deposit: 10_000,
  min_withdraw: 10_000,
};

/** Losing shares in basis points per game type (3000 = 30 % of the line's net loss); each within its parent's. */
export const DEMO_LOSING_RATES: Record<string, Record<'casino' | 'slot' | 'lotto', number>> = {
  master1: { casino: 4000, slot: 3000, lotto: 3000 },
  agency1: { casino: 3000, slot: 2000, lotto: 2000 },
  agency2: { casino: 2500, slot: 1500, lotto: 1500 },
  master2: { casino: 4000, slot: 3500, lotto: 3000 },
  agency3: { casino: 3000, slot: 2500, lotto: 2000 },
  agency4: { casino: 2000, slot: 2000, lotto: 1500 },
};

/** Rolling rates in basis points per game type (150 = 1.5 %); each within its parent's. */
export const DEMO_ROLLING_RATES: Record<string, Record<'casino' | 'slot' | 'lotto', number>> = {
  master1: { casino: 200, slot: 300, lotto: 100 },
  agency1: { casino: 150, slot: 250, lotto: 80 },
  agency2: { casino: 120, slot: 200, lotto: 50 },
  member1: { casino: 50, slot: 100, lotto: 20 },
  member2: { casino: 50, slot: 100, lotto: 20 },
  member3: { casino: 30, slot: 80, lotto: 0 },
  member4: { casino: 50, slot: 100, lotto: 20 },
  member5: { casino: 0, slot: 0, lotto: 0 },
  member6: { casino: 50, slot: 100, lotto: 20 },
  master2: { casino: 180, slot: 280, lotto: 100 },
  agency3: { casino: 140, slot: 220, lotto: 70 },
  agency4: { casino: 100, slot: 200, lotto: 60 },
  member7: { casino: 50, slot: 100, lotto: 20 },
  member8: { casino: 40, slot: 80, lotto: 10 },
  member9: { casino: 0, slot: 50, lotto: 0 },
  member10: { casino: 50, slot: 100, lotto: 20 },
  member11: { casino: 30, slot: 60, lotto: 10 },
  member12: { casino: 0, slot: 0, lotto: 0 },
};

/**
 * Game permissions: agency2 keeps its members out of lotto by default, and member3 may not
 * play one casino brand (brand given by its code).
 */
export const DEMO_GAME_PERMISSIONS = [
  { username: 'agency2', gameType: 'lotto', brandCode: null, allowed: false },
  { username: 'member3', gameType: 'casino', brandCode: 'pearl-casino', allowed: false },
] as const;

/**
 * A little statement history, so the details tabs are not empty. Each member's approved money
 * nets to zero, so the opening balances above stay what they say.
 */
export const DEMO_STATEMENTS = [
  { username: 'member1', type: 'deposit', amount: 300_000, decision: 'approve', daysAgo: 10 },
  { username: 'member1', type: 'withdraw', amount: 300_000, decision: 'approve', daysAgo: 9 },
  { username: 'member1', type: 'withdraw', amount: 50_000, decision: 'reject', daysAgo: 5 },
  { username: 'member4', type: 'deposit', amount: 1_000_000, decision: 'approve', daysAgo: 3 },
  { username: 'member4', type: 'withdraw', amount: 1_000_000, decision: 'approve', daysAgo: 2 },
  { username: 'member4', type: 'deposit', amount: 200_000, decision: null, daysAgo: 0 },
  { username: 'member7', type: 'deposit', amount: 500_000, decision: 'approve', daysAgo: 6 },
  { username: 'member7', type: 'withdraw', amount: 500_000, decision: 'approve', daysAgo: 4 },
  { username: 'member8', type: 'deposit', amount: 1_000_000, decision: 'approve', daysAgo: 1 },
  { username: 'member8', type: 'withdraw', amount: 1_000_000, decision: 'approve', daysAgo: 0 },
  { username: 'member10', type: 'withdraw', amount: 100_000, decision: 'reject', daysAgo: 2 },
  { username: 'member9', type: 'deposit', amount: 50_000, decision: null, daysAgo: 0 },
  { username: 'member10', type: 'deposit', amount: 300_000, decision: 'wait', daysAgo: 0 },
  { username: 'member11', type: 'withdraw', amount: 100_000, decision: null, daysAgo: 0 },
] as const;

/**
 * Rounds played today by the second line's members, through the wallet's own SQL functions
 * (wallet_bet, wallet_win: rolling paid up the line as for any bet). A win of 0 is a lost round.
 */
export const DEMO_ROUNDS = [
  { username: 'member7', gameType: 'slot', bet: 50_000, win: 20_000 },
  { username: 'member7', gameType: 'casino', bet: 100_000, win: 190_000 },
  { username: 'member8', gameType: 'slot', bet: 30_000, win: 0 },
  { username: 'member8', gameType: 'lotto', bet: 10_000, win: 0 },
  { username: 'member10', gameType: 'casino', bet: 200_000, win: 0 },
  { username: 'member10', gameType: 'slot', bet: 80_000, win: 145_000 },
  { username: 'member11', gameType: 'casino', bet: 60_000, win: 114_000 },
] as const;

/** Past sign-ins (and a refused one) for the login history screens: [username, ip, device, days ago, result]. */
export const DEMO_SIGN_INS = [
  ['master1', '211.36.140.21', 'Chrome on Windows', 1, 'success'],
  ['agency1', '211.36.140.77', 'Chrome on Windows', 0, 'success'],
  ['agency1', '118.235.10.4', 'Safari on iPhone', 2, 'success'],
  ['member1', '175.223.19.8', 'Samsung Internet on Android', 0, 'success'],
  ['member1', '175.223.19.8', '', 0, 'bad_credentials'],
  ['member2', '121.131.5.66', 'Chrome on Android', 1, 'success'],
  ['stopped1', '39.7.48.120', '', 1, 'stopped'],
  ['agency2', '1.234.56.78', 'Edge on Windows', 1, 'success'],
  ['member4', '223.38.12.5', 'Chrome on Android', 0, 'success'],
  ['master2', '112.175.4.33', 'Chrome on macOS', 0, 'success'],
  ['agency3', '59.10.200.14', 'Chrome on Windows', 0, 'success'],
  ['member7', '106.101.3.77', 'Safari on iPhone', 0, 'success'],
  ['member10', '27.122.140.9', 'Chrome on Android', 0, 'success'],
] as const;

/** Inbox notes for every demo member; the newest is unread. */
export const DEMO_INBOX = [
  { daysAgo: 6, title: '가입을 환영합니다', content: '<p>럭키 카지노 회원이 되신 것을 환영합니다. 궁금한 점은 고객센터로 문의해 주세요.</p>', read: true },
  { daysAgo: 1, title: '주말 롤링 2배 이벤트 안내', content: '<p>이번 주말에는 롤링 포인트가 <strong>2배</strong> 적립됩니다.</p>', read: false },
] as const;
