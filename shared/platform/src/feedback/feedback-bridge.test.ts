import { FeedbackBridge, type FeedbackApi } from './feedback-bridge';

const api = (name: string) => ({ message: { name }, modal: {} }) as unknown as FeedbackApi;

describe('FeedbackBridge', () => {
  it('holds a call made before the host is there, asks for the host once, and answers it on attach', async () => {
    const bridge = new FeedbackBridge();
    const wanted = jest.fn();
    bridge.onWanted(wanted);
    expect(bridge.isWanted).toBe(false);

    const first = bridge.whenReady();
    const second = bridge.whenReady();
    expect(bridge.isWanted).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);

    const host = api('host');
    bridge.attach(host);
    await expect(first).resolves.toBe(host);
    await expect(second).resolves.toBe(host);
  });

  it('answers at once while a host is attached, and waits again once it detaches', async () => {
    const bridge = new FeedbackBridge();
    const host = api('host');
    const detach = bridge.attach(host);
    await expect(bridge.whenReady()).resolves.toBe(host);

    detach();
    let answered = false;
    const later = bridge.whenReady().then((value) => {
      answered = true;
      return value;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    const next = api('next');
    bridge.attach(next);
    await expect(later).resolves.toBe(next);
  });

  it('leaves a newer host attached when an older one detaches', async () => {
    const bridge = new FeedbackBridge();
    const detachOld = bridge.attach(api('old'));
    const current = api('current');
    bridge.attach(current);
    detachOld();
    await expect(bridge.whenReady()).resolves.toBe(current);
  });
});
