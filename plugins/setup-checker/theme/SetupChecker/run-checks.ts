/**
 * The page's side of the checks: a worker started once per page, answering the
 * newest request; where workers are missing, the checks load and run here.
 */
import type { CheckInput, CheckResult } from '../../../../core/setup-checker/check';
import type { CheckRequest, CheckResponse } from './check-worker';

export type Checker = (input: CheckInput, onResult: (result: CheckResult | Error) => void) => void;

/** A checker that answers only the newest input: results for inputs since replaced are dropped. */
export function startChecker(): { check: Checker; stop: () => void } {
  let latest = 0;
  if (typeof Worker === 'undefined') {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return {
      check(input, onResult) {
        const id = ++latest;
        clearTimeout(timer);
        timer = setTimeout(() => {
          import('../../../../core/setup-checker/check').then(
            ({ checkSetup }) => id === latest && onResult(checkSetup(input)),
            (error: unknown) => id === latest && onResult(error instanceof Error ? error : new Error(String(error))),
          );
        }, 150);
      },
      stop: () => clearTimeout(timer),
    };
  }
  const worker = new Worker(new URL('./check-worker.ts', import.meta.url), { name: 'pulsarr-setup-checker' });
  const waiting = new Map<number, (result: CheckResult | Error) => void>();
  // A worker that fails to load or throws outside a check answers the newest request with the reason.
  let failed: Error | null = null;
  worker.onerror = (event: ErrorEvent) => {
    event.preventDefault();
    failed = new Error(event.message || 'the checker could not start');
    waiting.get(latest)?.(failed);
    waiting.clear();
  };
  worker.onmessage = (event: MessageEvent<CheckResponse>) => {
    const { id } = event.data;
    const onResult = waiting.get(id);
    for (const key of waiting.keys()) if (key <= id) waiting.delete(key);
    if (!onResult || id !== latest) return;
    onResult('result' in event.data ? event.data.result : new Error(event.data.error));
  };
  return {
    check(input, onResult) {
      const id = ++latest;
      if (failed) {
        onResult(failed);
        return;
      }
      waiting.set(id, onResult);
      worker.postMessage({ id, input } satisfies CheckRequest);
    },
    stop: () => worker.terminate(),
  };
}
