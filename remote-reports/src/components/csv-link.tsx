import { useLanguage, usePlatform } from '@casino/platform';
import { Button } from 'antd';
import { csvHref } from '../lib/csv-href';
import { useReportsTranslation } from '../i18n/use-reports-translation';

interface CsvLinkProps {
  endpoint: { path: string };
  /** The list's filter (paging is dropped): the file holds every row of it. */
  query: Record<string, string | number | null | undefined>;
  /** What the file is of, for the link's name and the file's name: '베팅 내역'. */
  what: string;
}

/**
 * A plain link to the report's CSV export: the browser downloads it itself, with the session
 * cookie (same origin), so a file of any size streams straight to disk; antd draws the anchor as a button.
 * Such a download does not go through the http client, which sends the language: the link
 * carries it, so the file is headed in the language chosen here, not the browser's.
 */
export function CsvLink({ endpoint, query, what }: CsvLinkProps) {
  const { t } = useReportsTranslation();
  const { config } = usePlatform();
  const { language } = useLanguage();
  return (
    <Button href={csvHref(config.apiBase, endpoint, { ...query, lang: language })} download aria-label={t('common.csvOf', { what })}>
      {t('common.csv')}
    </Button>
  );
}
