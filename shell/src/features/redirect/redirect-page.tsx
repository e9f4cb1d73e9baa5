import { Spin } from 'antd';
import { useEffect } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSiteTitle } from '../../lib/use-document-title';
import { safeRedirectTarget } from '@casino/contract';

/** /redirect?to=<path>: titled 'Redirecting...', kept out of search indexes (spec 2). */
export function RedirectPage() {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const target = safeRedirectTarget(query.get('to'));
  useSiteTitle(t('redirect.title'));
  useNoIndex();
  useEffect(() => {
    if (target !== null) void navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 64 }}>
      <Spin />
      <span>{t('redirect.title')}</span>
    </div>
  );
}

function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
