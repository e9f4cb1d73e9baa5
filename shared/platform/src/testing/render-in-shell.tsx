import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createPlatform } from '../create-platform';
import type { Platform } from '../platform';
import { PlatformProvider } from '../react/platform-provider';

/**
 * Test helper for remotes: a page or modal as the shell shows it (platform, its feedback
 * host for messages and confirms), with the platform returned so a test can read stores or listen to events.
 */
export function renderInShell(ui: ReactElement, platform: Platform = createPlatform({ apiBase: '' })) {
  const view = render(
    <PlatformProvider platform={platform}>
      {ui}
    </PlatformProvider>,
  );
  return { ...view, platform };
}
