import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { useBaseSiteTitle } from '../lib/use-document-title';
import { useRemotePageTitle } from '../lib/use-remote-page-title';

/**
 * The spec's 'windowns' layout: a bare page meant for a small pop-up browser window, titled by
 * its page ('<window heading> - <site name>'), so a partner's open windows tell themselves apart.
 */
export function WindowsLayout() {
  useBaseSiteTitle(useRemotePageTitle());
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ padding: 12 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
