import type { GameTypeCode } from '../db/schema';

/** The demo game catalog (issue 3). Brand and game names are invented; codes are derived. */
export interface DemoBrand {
  type: GameTypeCode;
  code: string;
  name: string;
  games: { code: string; name: string }[];
}

export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const brand = (type: GameTypeCode, name: string, games: string[]): DemoBrand => ({
  type,
  code: slug(name),
  name,
  games: games.map((g) => ({ code: slug(g), name: g })),
});

/** In display order per type. Neon Reels has more than one page (20) of games. */
export const DEMO_GAME_BRANDS: DemoBrand[] = [
  brand('casino', 'Lucky Live', [
    'Lucky Baccarat A',
    'Lucky Baccarat B',
    'Speed Baccarat',
    'Squeeze Baccarat',
    'Lucky Roulette',
    'Auto Roulette',
    'Blackjack Classic',
    'Blackjack VIP',
    'Dragon Tiger',
    'Sic Bo',
  ]),
  brand('casino', 'Royal Table', ['Royal Baccarat', 'Royal Baccarat Squeeze', 'Royal Roulette', 'Royal Blackjack', 'Casino Hold\'em', 'Three Card Poker', 'Royal Sic Bo']),
  brand('casino', 'Dragon Gaming', ['Dragon Baccarat 1', 'Dragon Baccarat 2', 'Dragon Tiger Live', 'Fan Tan', 'Golden Wheel', 'Dragon Roulette']),
  brand('casino', 'Velvet Room', ['Velvet Baccarat', 'No Commission Baccarat', 'Velvet Blackjack', 'Velvet Roulette', 'Lightning Dice', 'Dream Wheel', 'Andar Bahar', 'Teen Patti']),
  brand('casino', 'Pearl Casino', ['Pearl Baccarat', 'Pearl Speed Baccarat', 'Pearl Roulette', 'Pearl Blackjack', 'Pearl Sic Bo', 'Pearl Dragon Tiger']),
  brand('slot', 'Neon Reels', [
    'Neon Nights',
    'Cyber Cherries',
    'Laser Lotus',
    'Retro Rocket',
    'Pixel Pirates',
    'Synth Sevens',
    'Glow Gems',
    'Midnight Arcade',
    'Volt Vegas',
    'Chrome Tiger',
    'Electric Koi',
    'Disco Diamonds',
    'Hyper Fruits',
    'Star Circuit',
    'Neon Samurai',
    'Turbo Bells',
    'Grid Runner',
    'Plasma Panda',
    'Laser Lions',
    'Night Drive',
    'Bit Bonanza',
    'Quantum Coins',
    'Flash Fortune',
    'Arcade 100% Wild',
  ]),
  brand('slot', 'Pyramid Play', ['Pharaoh\'s Gold', 'Sands of Ra', 'Scarab Spins', 'Cleopatra\'s Jewels', 'Anubis Rising', 'Nile Treasures', 'Sphinx Secrets', 'Golden Ankh', 'Desert_Storm Megaways']),
  brand('slot', 'Wild Orchard', ['Fruit Party', 'Berry Burst', 'Juicy Jackpot', 'Melon Madness', 'Lemon Twist', 'Peach Blossom', 'Cherry Bomb', 'Apple Harvest', 'Grape Escape', 'Citrus Sevens', 'Orchard Gold', 'Plum Fortune']),
  brand('slot', 'Jade Fortune', ['Jade Dragon', 'Lucky Koi', 'Fortune Cat', 'Golden Lantern', 'Red Envelope', 'Panda Prosperity', 'Tiger Treasure', 'Lotus Luck']),
  brand('slot', 'Star Spin', ['Galaxy Gems', 'Moon Money', 'Comet Cash', 'Nebula Nights', 'Astro Apes', 'Solar Sevens', 'Meteor Millions']),
  brand('lotto', 'Lucky Ball', ['Power Ball 5 Min', 'Power Ball 3 Min', 'Speed Keno', 'Ladder Game', 'Snail Race', 'Lucky 7 Draw']),
];

export const brandLogoUrl = (b: Pick<DemoBrand, 'code'>) => `/static/demo/brands/${b.code}.svg`;
export const gameImageUrl = (b: Pick<DemoBrand, 'code'>, g: { code: string }) => `/static/demo/games/${b.code}/${g.code}.svg`;
