import { Skeleton } from 'antd';
import { backOfficeClassNames } from './class-names';
import { useBackOfficeTranslation } from './use-back-office-translation';

export interface LoadingBlockProps {
  /** Grey lines to show, about as many as the content that will take their place. */
  rows?: number;
}

/**
 * What is loading: grey lines to the eye and, to a screen reader, one status that says
 * "Loading" (the lines are hidden from it: an empty list). antd's Skeleton alone draws its first
 * line as an empty h3, which breaks the page's heading order while it shows.
 */
export function LoadingBlock({ rows = 3 }: LoadingBlockProps) {
  const { t } = useBackOfficeTranslation();
  return (
    <div role="status">
      <span className={backOfficeClassNames.visuallyHidden}>{t('loading')}</span>
      <div aria-hidden="true">
        <Skeleton active title={false} paragraph={{ rows }} />
      </div>
    </div>
  );
}
