import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createPlatform } from '../create-platform';
import type { PlatformConfig } from '../platform';
import { PlatformProvider } from './platform-provider';
import { PlatformRouterBridge } from './platform-router-bridge';

export interface PlatformHarnessProps {
  apiBase: string;
  config?: Omit<PlatformConfig, 'apiBase'>;
  children?: ReactNode;
}

/** A remote's standalone dev mode: its own platform and router, wired like the shell wires them. */
export function PlatformHarness({ apiBase, config, children }: PlatformHarnessProps) {
  const [platform] = useState(() => createPlatform({ ...config, apiBase }));
  return (
    <BrowserRouter>
      <PlatformProvider platform={platform}>
        <PlatformRouterBridge />
        {children}
      </PlatformProvider>
    </BrowserRouter>
  );
}
