import { createRemoteConfig } from '@casino/build';
import { exposes } from './src/exposes';

export default createRemoteConfig({ dir: __dirname, name: 'support', port: 3003, exposes });
