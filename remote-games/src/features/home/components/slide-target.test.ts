import { slideTarget } from './slide-target';

const ORIGIN = 'https://casino.test';

describe('slideTarget', () => {
  it.each([
    ['/game/slot', { kind: 'internal', to: '/game/slot' }],
    ['/game/casino?x=1#top', { kind: 'internal', to: '/game/casino?x=1#top' }],
    ['https://casino.test/game/slot', { kind: 'internal', to: '/game/slot' }],
    ['https://partner.example/promo', { kind: 'external', href: 'https://partner.example/promo' }],
    ['//partner.example/promo', { kind: 'external', href: 'https://partner.example/promo' }],
  ])('reads %p as a link', (link, target) => {
    expect(slideTarget(link, ORIGIN)).toEqual(target);
  });

  it.each([null, '', '   ', 'javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.c', 'http://[bad', '/..//evil.test', '/.//evil.test', 'https://casino.test/a/..//evil.test'])('reads %p as no link', (link) => {
    expect(slideTarget(link, ORIGIN)).toBeNull();
  });
});
