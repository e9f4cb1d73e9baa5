import { createPlatform, PlatformProvider, PlatformRouterBridge, type Platform } from '@casino/platform';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/**
 * Test wrapper: a member page as the shell's member layout shows it, with a platform and a
 * router and without antd's provider (the member pages are plain markup; the shell opens antd's
 * provider only around dialogs, drawers and the back-office).
 */
export function MemberFrame({ platform, children }: { platform?: Platform; children?: ReactNode }) {
  const [own] = useState(() => platform ?? createPlatform({ apiBase: '' }));
  return (
    <BrowserRouter>
      <PlatformProvider platform={own}>
        <PlatformRouterBridge />
        {children}
      </PlatformProvider>
    </BrowserRouter>
  );
}
