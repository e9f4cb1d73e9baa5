import { createRemoteConfig } from '@casino/build';
import { exposes } from './src/exposes';

// The member lobby is rendered on the server too (issue 29): `dist/server/remote.cjs`.
const serverExposes = ['./HomePage', './GameTypePage', './GameBrandPage'] as const;

export default createRemoteConfig({ dir: __dirname, name: 'games', port: 3001, exposes, serverExposes });
