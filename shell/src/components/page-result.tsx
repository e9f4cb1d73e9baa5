import { SiteLink } from '@casino/platform';
import { ResultPanel, siteButtonClassName } from '@casino/platform/light';
import type { ReactNode } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';

/**
 * A whole page that is only an answer (404, no permission): its title is the page's h1, and the
 * way home is one link drawn as a button, which works before the page's script has loaded.
 */
export function PageResult({ title, subTitle }: { title: ReactNode; subTitle: ReactNode }) {
  const { t } = useShellTranslation();
  return (
    <ResultPanel title={title} subTitle={subTitle}>
      <SiteLink to="/" className={siteButtonClassName({ kind: 'primary' })}>
        {t('errors.goHome')}
      </SiteLink>
    </ResultPanel>
  );
}
