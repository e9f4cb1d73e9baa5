import { useFeedback } from '@casino/platform';
import { Button } from 'antd';
import { useId } from 'react';
import { useReportsTranslation } from '../i18n/use-reports-translation';
import { openReportWindow, RANK_WINDOWS, type ReportWindow } from '../lib/report-windows';

interface WindowLinksProps {
  /** The days the windows open on. */
  from: string | null;
  to: string | null;
  windows?: readonly ReportWindow[];
  /** The group's name: the ranking windows unless told. */
  label?: string;
}

/** Buttons that open the ranking (or other report) windows on the days this screen shows. */
export function WindowLinks({ from, to, windows = RANK_WINDOWS, label }: WindowLinksProps) {
  const { t } = useReportsTranslation();
  const { messages } = useFeedback();
  const labelId = useId();
  const open = (kind: ReportWindow) => {
    if (!openReportWindow(kind, { from, to })) messages.warning(t('common.popupBlocked'));
  };
  return (
    <div className="reports-toolbar" role="group" aria-labelledby={labelId}>
      <span id={labelId}>{label ?? t('common.windows.label')}</span>
      {windows.map((kind) => (
        <Button key={kind} size="small" onClick={() => open(kind)}>
          {t(`common.windows.${kind}`)}
        </Button>
      ))}
    </div>
  );
}
