import { LoadError, LoadingBlock, type Resource } from '@casino/platform/back-office';
import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';

interface ChartCardProps<T> {
  title: string;
  data: Resource<T>;
  /** The chart of the data; nothing to chart (no rows) shows the empty text instead. */
  children: (value: T) => ReactNode;
  isEmpty: (value: T) => boolean;
}

/** A chart under its heading: a skeleton while its data or its code loads, the error with Retry, or the chart. */
function ChartCardView<T>({ title, data, children, isEmpty }: ChartCardProps<T>) {
  const { t } = useReportsTranslation();
  const skeleton = <LoadingBlock rows={5} />;
  let body: ReactNode;
  if (data.status === 'error') body = <LoadError message={data.errorMessage} onRetry={() => void data.load()} />;
  else if (data.value === null) body = skeleton;
  else if (isEmpty(data.value)) body = <p>{t('statistics.chart.empty')}</p>;
  else body = <Suspense fallback={skeleton}>{children(data.value)}</Suspense>;
  return (
    <Card size="small" title={<h2>{title}</h2>}>
      {body}
    </Card>
  );
}

export const ChartCard = observer(ChartCardView) as typeof ChartCardView;
