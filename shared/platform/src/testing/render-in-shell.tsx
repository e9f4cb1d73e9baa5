import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createPlatform } from '../create-platform';
import type { Platform } from '../platform';
import AntdConfig from '../react/antd-config';
import { PlatformProvider } from '../react/platform-provider';

/**
 * Test helper for remotes: a page or modal as the shell shows it (platform, antd's provider at
 * once, its feedback host for messages and confirms), with the platform returned so a test can read stores or listen to events.
 */
export function renderInShell(ui: ReactElement, platform: Platform = createPlatform({ apiBase: '' })) {
  const view = render(
    <PlatformProvider platform={platform}>
      <AntdConfig>{ui}</AntdConfig>
    </PlatformProvider>,
  );
  return { ...view, platform };
}
