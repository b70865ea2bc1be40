/**
 * The setup checker's worker: runs the checks off the page's main thread, so
 * typing and pasting stay smooth whatever the input. Requests that arrive while
 * a check runs are collapsed into the newest one.
 */
import { checkSetup, type CheckInput, type CheckResult } from '../../../../core/setup-checker/check';

export interface CheckRequest {
  id: number;
  input: CheckInput;
}

export type CheckResponse = { id: number; result: CheckResult } | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (message: CheckResponse) => void;
};

let pending: CheckRequest | null = null;
let scheduled = false;

function runNewest(): void {
  scheduled = false;
  const request = pending;
  pending = null;
  if (!request) return;
  try {
    scope.postMessage({ id: request.id, result: checkSetup(request.input) });
  } catch (error) {
    scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
}

scope.onmessage = (event) => {
  pending = event.data;
  if (!scheduled) {
    scheduled = true;
    setTimeout(runNewest, 0);
  }
};

// Compile the compose schema's validator now, before the reader's first paste needs it.
checkSetup({ version: 'current', compose: 'services: {}\n' });
