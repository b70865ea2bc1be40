/** Did-you-mean for names: the known name nearest to a misspelt one, by edit distance (leven). */
import leven from 'leven';

/**
 * The candidate nearest to `name`: one that differs only in case, else the one
 * fewest edits away, ignoring case, when that is at most a quarter of the name's
 * length (at least 1, at most 3 edits). Null when none is that near.
 */
export function closestName(name: string, candidates: readonly string[]): string | null {
  const lower = name.toLowerCase();
  const sameLetters = candidates.find((candidate) => candidate.toLowerCase() === lower);
  if (sameLetters) return sameLetters;
  const allowed = Math.min(3, Math.max(1, Math.floor(name.length / 4)));
  let best: string | null = null;
  let bestDistance = allowed + 1;
  for (const candidate of candidates) {
    // Names whose lengths differ by more than the allowance cannot be near enough.
    if (Math.abs(candidate.length - name.length) > allowed) continue;
    const distance = leven(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
