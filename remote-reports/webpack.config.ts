import { createRemoteConfig } from '@casino/build';
import { exposes } from './src/exposes';

export default createRemoteConfig({ dir: __dirname, name: 'reports', port: 3005, exposes });
