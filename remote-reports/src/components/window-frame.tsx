import { usePageTitle } from '@casino/platform';
import { useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useReportsTranslation } from '../i18n/use-reports-translation';
import './reports.css';

interface WindowFrameProps {
  title: string;
  children: ReactNode;
}

/** A pop-up window's page: its heading (also the browser window's title), the content, and a close button. */
export function WindowFrame({ title, children }: WindowFrameProps) {
  const { t } = useReportsTranslation();
  useKeyboardScrollableTables();
  usePageTitle(title);
  // A section, not a main: the shell's windows layout is the page's main landmark already.
  return (
    <section className="reports-window" aria-label={title}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={1} className="reports-title">
          {title}
        </Typography.Title>
        <Button onClick={() => window.close()}>{t('common.closeWindow')}</Button>
      </Flex>
      {children}
    </section>
  );
}
