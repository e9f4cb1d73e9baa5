import { formatKrw } from '@casino/platform';
import { Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useRoundsTranslation } from '../../../i18n/use-rounds-translation';

interface ReconciliationSectionProps {
  title: string;
  /** A list's count, all of them, and how many came (the oldest first): headed with the count, a note when some are not shown. */
  counted?: { total: number; shown: number };
  hint?: string;
  children: ReactNode;
}

/** One part of the page under its own heading, named by it. */
export function ReconciliationSection({ title, counted, hint, children }: ReconciliationSectionProps) {
  const { t } = useRoundsTranslation();
  const headingId = useId();
  return (
    <section className="games-rounds-section" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} className="games-rounds-heading">
        {counted ? t('heading', { title, count: formatKrw(counted.total) }) : title}
      </Typography.Title>
      {hint && <Typography.Paragraph className="games-rounds-hint">{hint}</Typography.Paragraph>}
      {counted && counted.total > counted.shown && <Typography.Paragraph className="games-rounds-hint">{t('firstShown', { shown: formatKrw(counted.shown) })}</Typography.Paragraph>}
      {children}
    </section>
  );
}
