import { createRemoteConfig } from '@casino/build';
import { exposes } from './src/exposes';

export default createRemoteConfig({ dir: __dirname, name: 'wallet', port: 3002, exposes });
