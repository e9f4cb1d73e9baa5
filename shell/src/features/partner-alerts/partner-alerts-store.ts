import type { LiveTopic } from '@casino/contract';
import { makeStoreObservable, type Platform } from '@casino/platform';
import { action, reaction } from 'mobx';
import { getPartnerAlerts, setPartnerAlerts, type PartnerAlertSettings } from './api/partner-alerts-api';

/** What is new in the line, by the live channel's topic; an inquiry only for those who answer them (masters). */
const NEW_IN_LINE: Partial<Record<LiveTopic, 'request' | 'inquiry' | 'signup'>> = { request_new: 'request', inquiry_new: 'inquiry', signup_new: 'signup' };
export type NewInLine = 'request' | 'inquiry' | 'signup';

/** How the page makes itself heard: the sound element, and the browser's notifications. */
export interface AlertOutputs {
  playSound(): void;
  /** The browser's answer now ('default' until asked). */
  notificationPermission(): NotificationPermission | 'unsupported';
  requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'>;
  notify(title: string, body: string, tag: string): void;
}

/** The browser's own outputs; the sound element is the layout's. */
export function browserAlertOutputs(sound: () => HTMLAudioElement | null): AlertOutputs {
  const supported = typeof Notification === 'function';
  return {
    // Refused until the page has had a click (the browser's autoplay rule): the badge still shows it.
    playSound: () => void sound()?.play().catch(() => undefined),
    notificationPermission: () => (supported ? Notification.permission : 'unsupported'),
    requestNotificationPermission: async () => (supported ? Notification.requestPermission() : 'unsupported'),
    notify: (title, body, tag) => {
      if (supported && Notification.permission === 'granted') new Notification(title, { body, tag });
    },
  };
}

export type SaveResult = 'saved' | 'failed' | 'blocked';

/**
 * A partner's alerts for what comes in its line while the back-office is open (issue 30): a sound
 * and a browser notification, each as the partner set it on the server (off at first), on each
 * new request, inquiry (masters) or sign-up the live channel announces.
 */
export class PartnerAlertsStore {
  settings: PartnerAlertSettings = { sound: false, notification: false };
  loaded = false;
  saving = false;
  #saves = 0;

  constructor(
    private readonly platform: Pick<Platform, 'http' | 'user' | 'realtime'>,
    private readonly outputs: AlertOutputs,
    private readonly words: (kind: NewInLine) => { title: string; body: string },
  ) {
    makeStoreObservable<PartnerAlertsStore, 'platform' | 'outputs' | 'words'>(this, { platform: false, outputs: false, words: false }, { autoBind: true });
  }

  /** Loads the settings for the partner signed in and alerts on what the channel announces; answers a stop function. */
  start(): () => void {
    const stops = [
      reaction(
        () => (this.platform.user.account?.role === 'partner' ? this.platform.user.account.id : null),
        (partner) => (partner === null ? this.forget() : void this.load()),
        { fireImmediately: true },
      ),
      this.platform.realtime.subscribe((message) => {
        if (message.type !== 'changed') return;
        const kind = NEW_IN_LINE[message.topic];
        if (kind) this.alert(kind);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** Turns the sound on or off, kept on the server. */
  setSound(on: boolean): Promise<SaveResult> {
    return this.save({ sound: on });
  }

  /** Turns notifications on (the browser asked first: 'blocked' when it refuses) or off. */
  async setNotification(on: boolean): Promise<SaveResult> {
    if (on && this.outputs.notificationPermission() !== 'granted' && (await this.outputs.requestNotificationPermission()) !== 'granted') return 'blocked';
    return this.save({ notification: on });
  }

  private alert(kind: NewInLine): void {
    if (kind === 'inquiry' && this.platform.user.account?.level !== 'master') return;
    if (this.settings.sound) this.outputs.playSound();
    if (this.settings.notification) {
      const { title, body } = this.words(kind);
      this.outputs.notify(title, body, `casino-${kind}`);
    }
  }

  private async load(): Promise<void> {
    const saves = this.#saves;
    try {
      const settings = await getPartnerAlerts(this.platform.http);
      // A switch used while this read was on its way is newer than its answer.
      if (saves !== this.#saves) return;
      action('alertsLoaded', () => {
        this.settings = settings;
        this.loaded = true;
      })();
    } catch {
      // Off, as for a partner who never set them; the switches show the failure when used.
    }
  }

  /** Saves one switch over the settings as they are when it is sent (the other may have moved meanwhile). */
  private async save(change: Partial<PartnerAlertSettings>): Promise<SaveResult> {
    this.#saves += 1;
    action('alertsSaving', () => (this.saving = true))();
    try {
      const kept = await setPartnerAlerts(this.platform.http, { ...this.settings, ...change });
      action('alertsSaved', () => (this.settings = kept))();
      return 'saved';
    } catch {
      return 'failed';
    } finally {
      action('alertsSaveDone', () => (this.saving = false))();
    }
  }

  private forget(): void {
    this.settings = { sound: false, notification: false };
    this.loaded = false;
  }
}
