import { useEffect, useSyncExternalStore } from 'react';

import { STAR_TOOLTIP_DELAY_MS, STAR_TOOLTIP_SESSION_KEY, STAR_TOOLTIP_VISIBLE_MS } from './constants';

export interface StarTooltipSchedule {
  /** Whether 'Star us!' is showing now. */
  getSnapshot(): boolean;
  subscribe(listener: () => void): () => void;
  /** Starts the countdown once per page; later calls do nothing. */
  start(): void;
}

export interface StarTooltipScheduleOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Calls back once the page has finished loading, with how long ago that was (0 if just now). */
  whenLoaded: (callback: (msSinceLoad: number) => void) => void;
  setTimer: (callback: () => void, ms: number) => void;
}

function alreadyShownThisSession(storage: StarTooltipScheduleOptions['storage']): boolean {
  try {
    return storage?.getItem(STAR_TOOLTIP_SESSION_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The tooltip's timeline lives outside React: the navbar is re-created when the
 * reader moves to a page with another layout, and that must neither restart the
 * countdown nor show the tooltip twice.
 */
export function createStarTooltipSchedule({
  storage,
  whenLoaded,
  setTimer,
}: StarTooltipScheduleOptions): StarTooltipSchedule {
  let visible = false;
  let started = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean): void => {
    visible = value;
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      if (alreadyShownThisSession(storage)) return;
      whenLoaded((msSinceLoad) =>
        setTimer(
          () => {
            try {
              storage?.setItem(STAR_TOOLTIP_SESSION_KEY, 'true');
            } catch {
              // Without storage the tooltip may show again next visit; nothing worse.
            }
            set(true);
            setTimer(() => set(false), STAR_TOOLTIP_VISIBLE_MS);
          },
          Math.max(0, STAR_TOOLTIP_DELAY_MS - msSinceLoad),
        ),
      );
    },
  };
}

/**
 * When the page finished loading, noted as soon as this module runs (before
 * React hydrates, which can come later): the countdown runs from load, not from
 * when the button came alive.
 */
let loadedAt: number | null = null;
const loadListeners: (() => void)[] = [];
if (typeof window !== 'undefined') {
  const noteLoad = (): void => {
    loadedAt = performance.now();
    loadListeners.splice(0).forEach((listener) => listener());
  };
  if (document.readyState === 'complete') noteLoad();
  else window.addEventListener('load', noteLoad, { once: true });
}

let browserSchedule: StarTooltipSchedule | null = null;

function getBrowserSchedule(): StarTooltipSchedule {
  if (!browserSchedule) {
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = null;
    }
    browserSchedule = createStarTooltipSchedule({
      storage,
      whenLoaded(callback) {
        const call = (): void => callback(performance.now() - loadedAt!);
        if (loadedAt === null) loadListeners.push(call);
        else call();
      },
      setTimer: (callback, ms) => window.setTimeout(callback, ms),
    });
  }
  return browserSchedule;
}

const subscribe = (listener: () => void): (() => void) => getBrowserSchedule().subscribe(listener);
const getSnapshot = (): boolean => getBrowserSchedule().getSnapshot();
const getServerSnapshot = (): boolean => false;

/** True while the 'Star us!' tooltip should show: from 2 s after load, for 6 s, once per browser session. */
export function useStarTooltipVisible(): boolean {
  const visible = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => getBrowserSchedule().start(), []);
  return visible;
}
