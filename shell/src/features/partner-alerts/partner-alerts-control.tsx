import { BellOutlined } from '@ant-design/icons';
import { usePlatform } from '@casino/platform';
import { Button, Modal, Space, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { browserAlertOutputs, PartnerAlertsStore, type SaveResult } from './partner-alerts-store';

export const ALERT_SOUND_URL = '/static/sounds/new-in-line.wav';

/**
 * The back-office bar's alerts: a bell (saying whether any alert is on) that opens a dialog of
 * the partner's two switches (a sound, a browser notification, both off at first), and the sound
 * element they play when the live channel says something new came in the line.
 */
export const PartnerAlertsControl = observer(function PartnerAlertsControl() {
  const { t } = useShellTranslation();
  const platform = usePlatform();
  const sound = useRef<HTMLAudioElement>(null);
  // The words of the language shown when the alert comes, not when the bar first rendered.
  const words = useRef(t);
  useEffect(() => {
    words.current = t;
  });
  const [store] = useState(
    () =>
      new PartnerAlertsStore(platform, browserAlertOutputs(() => sound.current), (kind) => ({
        title: words.current(`partner.alerts.${kind}.title`),
        body: words.current(`partner.alerts.${kind}.body`),
      })),
  );
  useEffect(() => store.start(), [store]);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Exclude<SaveResult, 'saved'> | null>(null);
  const saving = (save: Promise<SaveResult>) => void save.then((result) => setProblem(result === 'saved' ? null : result));
  const on = store.settings.sound || store.settings.notification;

  return (
    <>
      <Button
        type="text"
        icon={<BellOutlined />}
        aria-label={t(on ? 'partner.alerts.buttonOn' : 'partner.alerts.button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        title={t('partner.alerts.heading')}
        onCancel={() => setOpen(false)}
        footer={null}
        width={400}
        // A heading longer than a line wraps clear of the close button instead of running under it.
        styles={{ header: { paddingInlineEnd: 32 } }}
        destroyOnHidden
      >
        <Space orientation="vertical" size={12} aria-busy={store.saving}>
          <Space>
            <Switch id="partner-alert-sound" size="small" checked={store.settings.sound} onChange={(next) => saving(store.setSound(next))} />
            <label htmlFor="partner-alert-sound">{t('partner.alerts.sound')}</label>
          </Space>
          <Space>
            <Switch id="partner-alert-notification" size="small" checked={store.settings.notification} onChange={(next) => saving(store.setNotification(next))} />
            <label htmlFor="partner-alert-notification">{t('partner.alerts.notification')}</label>
          </Space>
          {problem && (
            <Typography.Text type="danger" role="alert">
              {t(`partner.alerts.${problem}`)}
            </Typography.Text>
          )}
        </Space>
      </Modal>
      <audio ref={sound} src={ALERT_SOUND_URL} preload="none" data-alert-sound="" />
    </>
  );
});
