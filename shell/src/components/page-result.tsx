import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { useNavigate } from 'react-router-dom';

const H1_AS_TITLE = { fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit', color: 'inherit', margin: 0 } as const;

/**
 * A whole page that is only an answer (404, no permission): its title is the page's h1, and
 * the way home is one button (not a button inside a link, which is two nested controls).
 */
export function PageResult({ status, title, subTitle }: { status: ResultProps['status']; title: ReactNode; subTitle: ReactNode }) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={<h1 style={H1_AS_TITLE}>{title}</h1>}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('errors.goHome')}
        </Button>
      }
    />
  );
}
