import type { ExposesOf } from '@casino/contract';

/**
 * The remote's public API: the pages and modals the shell may load (the member lobby and the
 * games team's staff pages). Each page module default-exports a component that reads the router
 * and platform through hooks. The list is the contract's (`REMOTE_MODULES` in @casino/contract):
 * none missing, none extra.
 */
export const exposes = {
  './HomePage': './src/features/home/pages/home-page.tsx',
  './GameTypePage': './src/features/lobby/pages/game-type-page.tsx',
  './GameBrandPage': './src/features/lobby/pages/game-brand-page.tsx',
  // Staff pages of the back-office (`/partner/...`): their own chunks, never loaded by the lobby.
  './CatalogPage': './src/features/catalog/pages/catalog-page.tsx',
  './GamePermissionsPage': './src/features/permissions/pages/game-permissions-page.tsx',
  './RoundsPage': './src/features/rounds/pages/rounds-page.tsx',
} satisfies ExposesOf<'games'>;
