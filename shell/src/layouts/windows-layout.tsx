import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';

/** The spec's 'windowns' layout: a bare page meant for a small pop-up browser window. */
export function WindowsLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ padding: 12 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
