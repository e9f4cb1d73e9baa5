import { createHostConfig } from '@casino/build';

export default createHostConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  apiProxyTarget: 'http://localhost:4000',
  runtimePlugins: [require.resolve('./src/remotes/fallback-plugin')],
});
