import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { useRouteError } from 'react-router-dom';
import { ActionAlert } from '@casino/platform/light';
import { useServerConnection } from '../../connection/connection-context';

/**
 * What a route shows when its element throws (its code could not be had, or crashed): the site's
 * own words in the layout above it, never react-router's full-screen default. A chunk that
 * fails while the server is away does not get here (it waits for the server); Reload is offered
 * only while the server answers, so it cannot lead to the browser's error page.
 */
export const RouteError = observer(function RouteError() {
  const error = useRouteError();
  const { t } = useShellTranslation();
  const connection = useServerConnection();
  useEffect(() => console.error('[shell] a route failed to render', error), [error]);
  return (
    <ActionAlert
      role="alert"
      type="error"
      title={t('errors.routeFailed')}
      style={{ margin: 16 }}
      actionLabel={t('errors.reload')}
      actionDisabled={!connection.reachable}
      onAction={() => window.location.reload()}
    />
  );
});
