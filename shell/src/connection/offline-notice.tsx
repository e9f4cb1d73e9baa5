import { observer } from 'mobx-react-lite';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { ActionAlert } from '@casino/platform/light';
import { useServerConnection } from './connection-context';

// Above antd's dialogs (1000), so it shows over an open modal too.
const barStyle = { position: 'fixed', left: 16, right: 16, bottom: 16, zIndex: 1100, display: 'flex', justifyContent: 'center', pointerEvents: 'none' } as const;

/**
 * Says so while the server cannot be reached (a restart), and goes by itself when it is back.
 * The page stays as it is under it: nothing reloads into the browser's error page.
 */
export const OfflineNotice = observer(function OfflineNotice() {
  const { t } = useShellTranslation();
  const connection = useServerConnection();
  if (connection.reachable) return null;
  return (
    <div style={barStyle}>
      <ActionAlert
        role="status"
        type="warning"
        title={t('connection.offline')}
        style={{ pointerEvents: 'auto', maxWidth: 560, width: '100%' }}
        actionLabel={t('connection.retryNow')}
        onAction={connection.retryNow}
      />
    </div>
  );
});
