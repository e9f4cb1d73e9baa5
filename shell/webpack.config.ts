import { createHostConfig } from '@casino/build';
import { ROUTES } from './src/routes/route-table';

export default createHostConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  apiProxyTarget: 'http://localhost:4000',
  routes: ROUTES,
  // The member site's pages (and its 404) are rendered on the server; the rest only in the browser.
  serverRendered: ROUTES.filter((route) => route.layout === 'default').map((route) => route.path),
});
