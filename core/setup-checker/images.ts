/**
 * Facts about Pulsarr's Docker images that the image rule needs beyond the tags
 * each version's builder offers (env-vars.ts): which runtime a tag runs on. Bun
 * needs the `statx` system call, which Synology NAS and Linux kernels older than
 * 4.11 lack; `node` and `<release>-node` run on Node.js; numbered releases up to
 * 0.9.6 ran on Node.js and from 0.10.0 on Bun (troubleshooting facts, #959, #1087).
 */
export const PULSARR_IMAGE_NAME = 'lakker/pulsarr';

export type Runtime = 'bun' | 'node';

export interface ImageReference {
  /** As written after `image:`. */
  written: string;
  /** The tag, `latest` when none is written; undefined for a digest or a reference with variables. */
  tag?: string;
}

/** The Pulsarr image a reference names, or null for another image. */
export function pulsarrImage(written: string): ImageReference | null {
  const match = /^(?:docker\.io\/)?(?:library\/)?lakker\/pulsarr(?::([^@\s]+))?(@\S+)?$/.exec(written.trim());
  if (!match) return null;
  // A digest, or a tag from a variable: no tag to judge.
  if (match[2] || /[$\ue000]/.test(written)) return { written };
  return { written, tag: match[1] ?? 'latest' };
}

const RELEASE = /^v?(\d+)\.(\d+)\.(\d+)(-node)?$/;

/** A numbered release the tag names (`0.14.2` for `0.14.2-node`), or null. */
export function releaseOf(tag: string): string | null {
  const match = RELEASE.exec(tag);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : null;
}

/** The runtime a tag runs on, where the facts say. */
export function runtimeOf(tag: string): Runtime | undefined {
  if (tag === 'latest') return 'bun';
  if (tag === 'node') return 'node';
  const match = RELEASE.exec(tag);
  if (!match) return undefined;
  if (match[4]) return 'node';
  const [major, minor, patch] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const order = major * 1_000_000 + minor * 1_000 + patch;
  if (order >= 10_000) return 'bun';
  if (order <= 9_006) return 'node';
  return undefined;
}
