import { createHostConfig } from '@casino/build';
import { ROUTES } from './src/routes/route-table';

export default createHostConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  apiProxyTarget: 'http://localhost:4000',
  runtimePlugins: [require.resolve('./src/remotes/fallback-plugin')],
  routes: ROUTES,
});
