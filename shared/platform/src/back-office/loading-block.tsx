import { Skeleton } from 'antd';
import { useBackOfficeTranslation } from './use-back-office-translation';

export interface LoadingBlockProps {
  /** Grey lines to show, about as many as the content that will take their place. */
  rows?: number;
}

/**
 * What is loading, as grey lines and, to a screen reader, one busy "Loading". antd's Skeleton
 * draws its first line as an empty h3, which breaks the page's heading order while it shows.
 */
export function LoadingBlock({ rows = 3 }: LoadingBlockProps) {
  const { t } = useBackOfficeTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}
