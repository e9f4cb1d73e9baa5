import { Button, Result } from 'antd';
import { usePartnerTranslation } from '../i18n/use-partner-translation';

type Problem = { kind: 'missing-id' } | { kind: 'not-found' } | { kind: 'error'; message: string };

/** Why a window cannot show its account: no id in the address, not in the caller's line, or a failed load. */
export function AccountProblem({ problem, onRetry }: { problem: Problem; onRetry?: () => void }) {
  const { t } = usePartnerTranslation();
  if (problem.kind === 'missing-id') return <Result status="warning" title={t('windows.missingId')} />;
  if (problem.kind === 'not-found') return <Result status="404" title={t('windows.notFound')} />;
  return (
    <Result
      status="error"
      title={t('common.loadFailed')}
      subTitle={problem.message}
      extra={onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
export type { Problem as AccountProblemKind };
