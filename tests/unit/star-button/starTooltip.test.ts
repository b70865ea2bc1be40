import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  STAR_TOOLTIP_DELAY_MS,
  STAR_TOOLTIP_SESSION_KEY,
  STAR_TOOLTIP_VISIBLE_MS,
} from '../../../src/components/GitHubStarButton/constants';
import { createStarTooltipSchedule } from '../../../src/components/GitHubStarButton/starTooltip';

function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> {
  const data = new Map(Object.entries(initial));
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('the star tooltip schedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const schedule = (storage = memoryStorage(), whenLoaded = (callback: (msSinceLoad: number) => void) => callback(0)) =>
    createStarTooltipSchedule({ storage, whenLoaded, setTimer: (callback, ms) => setTimeout(callback, ms) });

  it(`shows ${STAR_TOOLTIP_DELAY_MS} ms after load and hides ${STAR_TOOLTIP_VISIBLE_MS} ms later`, () => {
    const storage = memoryStorage();
    const tooltip = schedule(storage);
    tooltip.start();
    vi.advanceTimersByTime(STAR_TOOLTIP_DELAY_MS - 1);
    expect(tooltip.getSnapshot()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tooltip.getSnapshot()).toBe(true);
    expect(storage.getItem(STAR_TOOLTIP_SESSION_KEY)).toBe('true');
    vi.advanceTimersByTime(STAR_TOOLTIP_VISIBLE_MS - 1);
    expect(tooltip.getSnapshot()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tooltip.getSnapshot()).toBe(false);
  });

  it('waits for the load event when the button renders before it', () => {
    let loaded: (msSinceLoad: number) => void = () => {};
    const tooltip = schedule(memoryStorage(), (callback) => {
      loaded = callback;
    });
    tooltip.start();
    vi.advanceTimersByTime(10_000);
    expect(tooltip.getSnapshot()).toBe(false);
    loaded(0);
    vi.advanceTimersByTime(STAR_TOOLTIP_DELAY_MS - 1);
    expect(tooltip.getSnapshot()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tooltip.getSnapshot()).toBe(true);
  });

  it('counts from load, not from when the button came alive after it', () => {
    const tooltip = schedule(memoryStorage(), (callback) => callback(1500));
    tooltip.start();
    vi.advanceTimersByTime(STAR_TOOLTIP_DELAY_MS - 1500 - 1);
    expect(tooltip.getSnapshot()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tooltip.getSnapshot()).toBe(true);
  });

  it('shows at once when the button comes alive more than the delay after load', () => {
    const tooltip = schedule(memoryStorage(), (callback) => callback(STAR_TOOLTIP_DELAY_MS + 700));
    tooltip.start();
    vi.advanceTimersByTime(0);
    expect(tooltip.getSnapshot()).toBe(true);
    vi.advanceTimersByTime(STAR_TOOLTIP_VISIBLE_MS);
    expect(tooltip.getSnapshot()).toBe(false);
  });

  it('does not show again in a session where it has shown', () => {
    const tooltip = schedule(memoryStorage({ [STAR_TOOLTIP_SESSION_KEY]: 'true' }));
    tooltip.start();
    vi.advanceTimersByTime(STAR_TOOLTIP_DELAY_MS + STAR_TOOLTIP_VISIBLE_MS);
    expect(tooltip.getSnapshot()).toBe(false);
  });

  it('starts its countdown once however often the navbar mounts', () => {
    const listener = vi.fn();
    const tooltip = schedule();
    tooltip.subscribe(listener);
    tooltip.start();
    vi.advanceTimersByTime(1000);
    tooltip.start();
    vi.advanceTimersByTime(STAR_TOOLTIP_DELAY_MS + STAR_TOOLTIP_VISIBLE_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
