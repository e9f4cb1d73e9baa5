import { createRemoteConfig } from '@casino/build';
import { exposes } from './src/exposes';

export default createRemoteConfig({ dir: __dirname, name: 'partner', port: 3004, exposes });
