import { useHttp } from '@casino/platform';
import { StaffHtml } from '@casino/platform/staff-html';
import { Alert, Button, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useStaffTranslation } from '../../i18n/staff/use-staff-translation';
import { HtmlPreviewStore } from './html-preview-store';

/**
 * What members will see: the server's sanitized copy of `html`, shown with the same view members
 * read it in (`StaffHtml`), never the editor's raw HTML.
 */
export const HtmlPreview = observer(function HtmlPreview({ html }: { html: string }) {
  const { t } = useStaffTranslation();
  const http = useHttp();
  const headingId = useId();
  const [store] = useState(() => new HtmlPreviewStore(http, t('staff.errorGeneric')));

  useEffect(() => {
    store.show(html);
  }, [store, html]);
  useEffect(() => store.stop, [store]);

  return (
    <section className="support-preview" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} className="support-preview-title">
        {t('editor.preview.title')}
      </Typography.Title>
      <div aria-live="polite" className="support-preview-status">
        {store.status === 'waiting' && (
          <Typography.Text type="secondary">
            <Spin size="small" /> {t('editor.preview.updating')}
          </Typography.Text>
        )}
      </div>
      {store.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={t('editor.preview.failed')}
          description={store.errorMessage}
          action={<Button onClick={() => store.show(html, 0)}>{t('staff.retry')}</Button>}
        />
      )}
      {store.status === 'empty' ? (
        <Typography.Text type="secondary">{t('editor.preview.empty')}</Typography.Text>
      ) : (
        store.content && <StaffHtml html={store.content} />
      )}
    </section>
  );
});
