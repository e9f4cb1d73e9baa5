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
};
