import { BellOutlined } from '@ant-design/icons';
import { usePlatform } from '@casino/platform';
import { Button, Popover, Space, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { browserAlertOutputs, PartnerAlertsStore, type SaveResult } from './partner-alerts-store';

export const ALERT_SOUND_URL = '/static/sounds/new-in-line.wav';

/**
 * The back-office bar's alerts: a bell that opens the partner's two switches (a sound, a browser
 * notification, both off at first), and the sound element they play when the live channel says
 * something new came in the line.
 */
export const PartnerAlertsControl = observer(function PartnerAlertsControl() {
  const { t } = useShellTranslation();
  const platform = usePlatform();
  const sound = useRef<HTMLAudioElement>(null);
  const [store] = useState(
    () =>
      new PartnerAlertsStore(platform, browserAlertOutputs(() => sound.current), (kind) => ({
        title: t(`partner.alerts.${kind}.title`),
        body: t(`partner.alerts.${kind}.body`),
      })),
  );
  useEffect(() => store.start(), [store]);
  const [problem, setProblem] = useState<Exclude<SaveResult, 'saved'> | null>(null);
  const saving = (save: Promise<SaveResult>) => void save.then((result) => setProblem(result === 'saved' ? null : result));

  const settings = (
    <Space orientation="vertical" size={12} style={{ maxWidth: 280 }}>
      <Space>
        <Switch id="partner-alert-sound" size="small" checked={store.settings.sound} loading={store.saving} onChange={(on) => saving(store.setSound(on))} />
        <label htmlFor="partner-alert-sound">{t('partner.alerts.sound')}</label>
      </Space>
      <Space>
        <Switch id="partner-alert-notification" size="small" checked={store.settings.notification} loading={store.saving} onChange={(on) => saving(store.setNotification(on))} />
        <label htmlFor="partner-alert-notification">{t('partner.alerts.notification')}</label>
      </Space>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {t(`partner.alerts.${problem}`)}
        </Typography.Text>
      )}
    </Space>
  );
  return (
    <>
      <Popover trigger="click" title={t('partner.alerts.heading')} content={settings}>
        <Button type="text" icon={<BellOutlined />} aria-label={t('partner.alerts.button')} />
      </Popover>
      <audio ref={sound} src={ALERT_SOUND_URL} preload="none" data-alert-sound="" />
    </>
  );
});
