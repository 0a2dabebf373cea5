import { realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { contentTypeFor } from './content-types.ts';

/** The content type for a file name, by its extension (lookupStatic finds only servable kinds). */
export function contentTypeOf(file: string): string {
  return contentTypeFor(file) ?? 'application/octet-stream';
}

/** What a URL path maps to: a file to send, or why not. */
export type StaticLookup =
  { kind: 'file'; file: string; size: number } | { kind: 'bad-request' } | { kind: 'not-found' };

/**
 * Maps a URL path to a file under `root` (an absolute, real path). A path ending in "/" means that
 * folder's index.html; folders are never listed. Encoded traversal, dot segments, hidden files,
 * backslashes and symbolic links leading out of the root all come out as not found or bad request.
 */
export async function lookupStatic(root: string, pathname: string): Promise<StaticLookup> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'bad-request' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { kind: 'bad-request' };
  const relative = decoded.endsWith('/') ? `${decoded}index.html` : decoded;
  const segments = relative.split('/').slice(1);
  // "." and ".." (even encoded as %2e) and hidden files never name a served file.
  if (segments.some((s) => s === '' || s.startsWith('.'))) return { kind: 'not-found' };
  const candidate = resolve(root, ...segments);
  // Only the kinds of file a build emits for pages are served (no source maps, manifests, stray files).
  if (contentTypeFor(candidate) === null) return { kind: 'not-found' };
  if (!candidate.startsWith(root + sep)) return { kind: 'not-found' };
  try {
    const real = await realpath(candidate);
    if (!real.startsWith(root + sep)) return { kind: 'not-found' };
    const info = await stat(real);
    if (!info.isFile()) return { kind: 'not-found' };
    return { kind: 'file', file: real, size: info.size };
  } catch {
    return { kind: 'not-found' };
  }
}
