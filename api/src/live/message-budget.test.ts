import { LIVE_MAX_MESSAGES, LIVE_MESSAGE_WINDOW_MS } from '@casino/contract';
import { MessageBudget } from './message-budget';

describe("a channel's message budget", () => {
  it('takes the most a window allows, refuses the next, and takes more as the oldest leave the window', () => {
    let now = 1_000_000;
    const budget = new MessageBudget(() => now);
    for (let i = 0; i < LIVE_MAX_MESSAGES; i++) {
      expect(budget.take()).toBe(true);
      now += 10;
    }
    expect(budget.take()).toBe(false);
    // The first message leaves the window a full window after it came.
    now += LIVE_MESSAGE_WINDOW_MS - 10 * LIVE_MAX_MESSAGES - 1;
    expect(budget.take()).toBe(false);
    now += 1;
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
  });
});
