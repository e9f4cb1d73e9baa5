import { useKeyboardScrollableTables, usePageTitle } from '@casino/platform';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useBackOfficeTranslation } from '../use-back-office-translation';
import './window-frame.css';

export interface WindowFrameProps {
  /** The window's heading, also the browser window's title. */
  title: string;
  /** Up to 1100 px wide instead of 960: a window that is mostly a wide table (a report). */
  wide?: boolean;
  children: ReactNode;
}

/** A pop-up window's page: its heading (also the browser window's title), the content, and a close button. */
export function WindowFrame({ title, wide = false, children }: WindowFrameProps) {
  const { t } = useBackOfficeTranslation();
  useKeyboardScrollableTables();
  usePageTitle(title);
  // A section, not a main: the shell's windows layout is the page's main landmark already.
  return (
    <section className={wide ? 'back-office-window back-office-window--wide' : 'back-office-window'} aria-label={title}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={1} className="back-office-window__title">
          {title}
        </Typography.Title>
        <Button onClick={() => window.close()}>{t('window.close')}</Button>
      </Flex>
      {children}
    </section>
  );
}
