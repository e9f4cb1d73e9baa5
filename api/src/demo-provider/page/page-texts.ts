import type { Lang } from '../../http/i18n';

/** Everything the game window says, in both languages. */
const en = {
  credit: 'Game credit',
  stake: 'Stake',
  spin: 'Spin',
  deal: 'Deal',
  draw: 'Draw',
  close: 'Close',
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  odd: 'Odd',
  even: 'Even',
  clearStakes: 'Clear',
  win: 'You win {amount}',
  lose: 'No win this time',
  push: 'Stake returned',
  placeStake: 'Choose a stake first',
  failed: 'An error occurred. Your game credit is unchanged; please try again.',
  expired: 'This game window has expired. Please open the game again from the site.',
  paytable: 'Three alike pay up to 200x; the first two alike pay 3x.',
  baccaratRules: 'Player pays 1:1, Banker 0.95:1, Tie 8:1.',
  oddEvenRules: 'A ball from 1 to 28 is drawn. The right guess pays 1.95x.',
} as const;

const ko: Record<keyof typeof en, string> = {
  credit: '게임 크레딧',
  stake: '베팅금',
  spin: '스핀',
  deal: '딜',
  draw: '추첨',
  close: '닫기',
  player: '플레이어',
  banker: '뱅커',
  tie: '타이',
  odd: '홀',
  even: '짝',
  clearStakes: '초기화',
  win: '{amount} 당첨!',
  lose: '아쉽게도 당첨되지 않았습니다',
  push: '베팅금이 반환되었습니다',
  placeStake: '먼저 베팅금을 선택해 주세요',
  failed: '오류가 발생했습니다. 게임 크레딧은 그대로입니다. 다시 시도해 주세요.',
  expired: '게임 창이 만료되었습니다. 사이트에서 게임을 다시 열어 주세요.',
  paytable: '세 개가 같으면 최대 200배, 앞의 두 개가 같으면 3배를 드립니다.',
  baccaratRules: '플레이어 1:1, 뱅커 0.95:1, 타이 8:1로 지급됩니다.',
  oddEvenRules: '1부터 28까지의 공 하나를 추첨합니다. 맞히면 1.95배를 드립니다.',
};

export type PageTexts = typeof en;
export const pageTexts = (lang: Lang): Record<keyof typeof en, string> => (lang === 'en' ? en : ko);
