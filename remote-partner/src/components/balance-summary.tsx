import { formatKrwWithUnit, useLanguage } from '@casino/platform';
import { backOfficeClassNames } from '@casino/platform/back-office';
import { Button, Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import type { BalanceStore } from '../lib/balance-store';

export interface BalanceSummaryProps {
  store: BalanceStore;
  /** The title and the line under it, in the calling feature's words: what is paid from it. */
  labels: { label: string; hint: string };
  className?: string;
}

/** The partner's own balance, at the top of a page whose actions are paid from it. */
export const BalanceSummary = observer(function BalanceSummary({ store, labels, className }: BalanceSummaryProps) {
  const { t } = usePartnerTranslation();
  const { language } = useLanguage();
  const value = store.balance === null ? null : formatKrwWithUnit(store.balance, language);
  const loading = store.balance === null && !store.failed;
  return (
    <Card size="small" className={className}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <div aria-live="polite">
          <Statistic
            title={labels.label}
            value={value ?? (store.failed ? t('common.loadFailed') : t('common.loading'))}
            // Not Statistic's own `loading`: its skeleton is an empty h3, out of the page's heading order.
            valueRender={(node) =>
              loading ? (
                <span>
                  <Skeleton.Input active size="small" />
                  <span className={backOfficeClassNames.visuallyHidden}>{node}</span>
                </span>
              ) : (
                node
              )
            }
          />
          <Typography.Text type="secondary">{labels.hint}</Typography.Text>
        </div>
        {store.failed && (
          <Flex vertical gap={4} align="flex-end">
            {store.errorMessage && <Typography.Text type="danger">{store.errorMessage}</Typography.Text>}
            <Button size="small" onClick={() => void store.load()}>
              {t('common.retry')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
});
