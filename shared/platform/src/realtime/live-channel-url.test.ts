import { liveChannelUrl } from './live-channel-url';

it("is the API's origin with the WebSocket scheme of its own", () => {
  expect(liveChannelUrl('', 'http://localhost:4000/game/slot?x=1')).toBe('ws://localhost:4000/api/v1/live');
  expect(liveChannelUrl('', 'https://casino.example/')).toBe('wss://casino.example/api/v1/live');
  expect(liveChannelUrl('https://api.casino.example', 'https://casino.example/')).toBe('wss://api.casino.example/api/v1/live');
});
