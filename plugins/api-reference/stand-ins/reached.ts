/** What a stand-in logs and throws if code the site should never run is reached after all. */
export const STAND_IN_REACHED = 'API reference stand-in reached:';

/** Logs first, so a caller that swallows the error still leaves a trace tests can see. */
export function standInReached(what: string): never {
  const message = `${STAND_IN_REACHED} ${what}`;
  console.error(message);
  throw new Error(message);
}
