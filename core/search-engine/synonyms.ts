/**
 * Words readers use for what the docs call by another name, each true of Pulsarr.
 * A query word on the left also finds the docs' words on the right (all of them, when
 * several), at a lower weight than the word itself (query.ts). Only facts belong here:
 * no keyword lists for pages, which would hide what a page does not say.
 */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  // A title a user adds to a watchlist becomes an approval request, or counts against a quota.
  ['request', ['approval', 'quota']],
  // A 4K library is served by a Sonarr or Radarr instance of its own, beside the default one.
  ['4k', ['instance']],
  // Scripts send their API key in the X-API-Key header.
  ['x-api-key', ['api key']],
]);
