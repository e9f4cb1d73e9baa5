import { usePageTitle } from '@casino/platform';
import { useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import './partner.css';

interface WindowFrameProps {
  title: string;
  children: ReactNode;
}

/** A pop-up window's page: its heading (also the browser window's title), the content, and a close button. */
export function WindowFrame({ title, children }: WindowFrameProps) {
  const { t } = usePartnerTranslation();
  useKeyboardScrollableTables();
  usePageTitle(title);
  return (
    <main className="partner-window">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={1} className="partner-window-title">
          {title}
        </Typography.Title>
        <Button onClick={() => window.close()}>{t('windows.closeWindow')}</Button>
      </Flex>
      {children}
    </main>
  );
}
