// Checked by `tsc` only (never run): each module exposes.ts lists, from the same file, default-exports
// a component that takes what the shell gives it (see CheckExposedModules).
// exposes-type-check.test.ts (in @casino/build) keeps the files here and in exposes.ts the same.
import type { CheckExposedModules } from '@casino/platform';
import type HomePage from './features/home/pages/home-page';
import type GameTypePage from './features/lobby/pages/game-type-page';
import type GameBrandPage from './features/lobby/pages/game-brand-page';
import type CatalogPage from './features/catalog/pages/catalog-page';
import type GamePermissionsPage from './features/permissions/pages/game-permissions-page';
import type RoundsPage from './features/rounds/pages/rounds-page';

export type ExposedModules = CheckExposedModules<
  'games',
  {
    './HomePage': { default: typeof HomePage };
    './GameTypePage': { default: typeof GameTypePage };
    './GameBrandPage': { default: typeof GameBrandPage };
    './CatalogPage': { default: typeof CatalogPage };
    './GamePermissionsPage': { default: typeof GamePermissionsPage };
    './RoundsPage': { default: typeof RoundsPage };
  }
>;
