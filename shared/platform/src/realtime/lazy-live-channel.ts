/** What the realtime handle starts and stops. */
export interface StartStop {
  start(): void;
  stop(): void;
}

/**
 * A live channel whose code is fetched when it is first started (after the first paint, signed
 * in), not with the start-up's: a visitor's page never loads it. A load that fails leaves the
 * page on polling, as a channel that cannot be had does.
 */
export function lazyLiveChannel(load: () => Promise<StartStop>): StartStop {
  let loaded: Promise<StartStop> | null = null;
  let wanted = false;
  const settle = () => {
    loaded?.then((channel) => (wanted ? channel.start() : channel.stop())).catch(() => undefined);
  };
  return {
    start() {
      wanted = true;
      loaded ??= load();
      settle();
    },
    stop() {
      wanted = false;
      settle();
    },
  };
}
