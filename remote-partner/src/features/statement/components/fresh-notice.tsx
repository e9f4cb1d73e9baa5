import { Alert, Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { StatementDeskStore } from '../store/statement-desk-store';

/** "N new requests": found by polling; they are highlighted in the table until acknowledged. */
export const FreshNotice = observer(function FreshNotice({ store }: { store: StatementDeskStore }) {
  const { t } = usePartnerTranslation();
  return (
    // The live region stays mounted so a screen reader hears the notice when it appears.
    <div role="status" aria-live="polite">
      {store.freshCount > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('statement.fresh.notice', { count: store.freshCount })}
          action={
            <Space wrap>
              {store.freshHidden && (
                <Button size="small" type="primary" onClick={() => void store.showFresh()}>
                  {t('statement.fresh.show')}
                </Button>
              )}
              <Button size="small" onClick={store.acknowledgeFresh}>
                {t('statement.fresh.acknowledge')}
              </Button>
            </Space>
          }
        />
      )}
    </div>
  );
});
