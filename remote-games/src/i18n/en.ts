import type { ko } from './ko';

export const en: typeof ko = {
  home: {
    loading: 'Loading...',
    loadFailed: 'Could not load the lobby.',
    retry: 'Retry',
    noSlides: 'No events right now.',
    marqueeLabel: 'Notice',
    entriesTitle: 'Choose a game',
    casino: { title: 'Casino', description: 'Live baccarat, blackjack and roulette tables', cta: 'Enter casino' },
    slot: { title: 'Slot', description: 'Popular slots and new releases', cta: 'Enter slots' },
  },
  lobby: {
    types: { casino: 'Casino', slot: 'Slot', lotto: 'Lotto' },
    typeSwitchLabel: 'Game type',
    loading: 'Loading...',
    retry: 'Retry',
    brandsLabel: 'Game providers',
    brandsFailed: 'Could not load the game providers.',
    noBrands: 'No game providers yet.',
    gameCount_one: '{{count}} game',
    gameCount_other: '{{count}} games',
    backToBrands: 'Game providers',
    gamesLabel: 'Games',
    gamesFailed: 'Could not load the games.',
    noGames: 'No games found.',
    noSearchResults: 'No games match your search.',
    searchLabel: 'Search games',
    searchPlaceholder: 'Search by game name',
    unknownType: { title: 'No such game type.', subTitle: 'Please check the address.', home: 'Go home' },
    gameNotFound: { title: 'Game not found.', subTitle: 'This provider does not exist or is no longer available.', back: 'Go back' },
    launch: {
      pleaseLogIn: 'Please log in',
      popupBlocked: 'Your browser blocked the game window. Allow pop-ups for this site (click the blocked pop-up icon in the address bar), then try again.',
      failed: 'An error occurred',
    },
  },
};
