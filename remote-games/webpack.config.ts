import { createRemoteConfig } from '@casino/build';
import { exposes } from './src/exposes';

export default createRemoteConfig({ dir: __dirname, name: 'games', port: 3001, exposes });
