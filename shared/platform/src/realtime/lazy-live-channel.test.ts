import { lazyLiveChannel } from './lazy-live-channel';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('loads the channel at its first start only, and gives it the last of start and stop', async () => {
  const channel = { start: jest.fn(), stop: jest.fn() };
  const load = jest.fn().mockResolvedValue(channel);
  const lazy = lazyLiveChannel(load);
  lazy.stop();
  expect(load).not.toHaveBeenCalled();
  lazy.start();
  lazy.stop();
  lazy.start();
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(channel.start).toHaveBeenCalledTimes(3);
  expect(channel.stop).toHaveBeenCalledTimes(0);
  lazy.stop();
  await settle();
  expect(channel.stop).toHaveBeenCalledTimes(1);
});

it('leaves the page without a channel when its code cannot be loaded', async () => {
  const lazy = lazyLiveChannel(() => Promise.reject(new Error('chunk failed')));
  lazy.start();
  await settle();
  expect(() => lazy.stop()).not.toThrow();
});
