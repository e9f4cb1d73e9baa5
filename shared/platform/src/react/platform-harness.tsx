import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createPlatform } from '../create-platform';
import { AntdScope } from './antd-scope';
import type { PlatformConfig } from '../platform';
import { PlatformProvider } from './platform-provider';
import { PlatformRouterBridge } from './platform-router-bridge';

export interface PlatformHarnessProps {
  apiBase: string;
  config?: Omit<PlatformConfig, 'apiBase'>;
  children?: ReactNode;
}

/** A remote's standalone dev mode: its own platform and router, wired like the shell wires them (its pages in antd's provider, as the back-office's are). */
export function PlatformHarness({ apiBase, config, children }: PlatformHarnessProps) {
  const [platform] = useState(() => createPlatform({ ...config, apiBase }));
  return (
    <BrowserRouter>
      <PlatformProvider platform={platform}>
        <PlatformRouterBridge />
        <AntdScope>{children}</AntdScope>
      </PlatformProvider>
    </BrowserRouter>
  );
}
