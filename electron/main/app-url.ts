import { isAbsolute, resolve, sep } from 'node:path';
import { contentTypeFor } from '../station/content-types.ts';

/** The pages served over app://, one per window; each URL host names its page's folder. */
export const APP_PAGES = ['moderator', 'projector', 'print'] as const;

/** A page served over app:// (the moderator console, the projector, or the hidden print window's page). */
export type AppPage = (typeof APP_PAGES)[number];

/** The folder the renderer build shares between pages (vite's chunks, styles and imported files). */
const SHARED_ASSETS = 'assets';

export { contentTypeFor };

/**
 * Maps an app:// URL to a file under the renderer build folder `root`, or null when it must be refused.
 *
 * `app://<page>/<path>` is `root/<page>/<path>`, except `app://<page>/assets/<path>`, which is
 * `root/assets/<path>`: vite emits the pages' shared chunks there and the built html refers to them as
 * `../assets/x.js` (base './'), which the browser resolves against `app://<page>/index.html` to
 * `app://<page>/assets/x.js` (a `..` cannot climb above a URL's host). Pure: it reads no files.
 */
export function resolveAppUrl(url: string, root: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'app:' || !isAppPage(parsed.hostname) || parsed.port !== '' || parsed.username !== '')
    return null;
  // Chromium gives a standard scheme's bare host the path '/'; Node's URL leaves it empty.
  const rawPath = parsed.pathname === '' ? '/' : parsed.pathname;
  // Encoded separators and NUL would let one URL segment become several path segments (or cut a path
  // short in native code): no page of ours needs them, so they are refused before decoding.
  if (/%(2f|5c|00)/i.test(rawPath)) return null;
  let path: string;
  try {
    path = decodeURIComponent(rawPath); // decoded exactly once: a `%252e` stays the literal text `%2e`
  } catch {
    return null;
  }
  if (path.includes('\\') || path.includes('\0') || !path.startsWith('/')) return null;
  let relative = path.slice(1);
  if (relative === '' || relative.endsWith('/')) relative += 'index.html';
  const segments = relative.split('/');
  // Empty segments (`//etc`), dot segments and dot files, and drive letters (`C:`) never name a file
  // of the build; refusing them outright is simpler than reasoning about what they would resolve to.
  if (segments.some((s) => s === '' || s.startsWith('.') || s.includes(':'))) return null;
  if (isAbsolute(relative)) return null;
  const base = resolve(root, segments[0] === SHARED_ASSETS ? '.' : parsed.hostname);
  const file = resolve(base, ...segments);
  // Belt and braces: whatever the checks above missed, nothing outside the page's own folder (or the
  // shared assets folder) is ever served.
  if (!file.startsWith(resolve(root) + sep) || !file.startsWith(base + sep)) return null;
  if (contentTypeFor(file) === null) return null;
  return file;
}

function isAppPage(host: string): host is AppPage {
  return (APP_PAGES as readonly string[]).includes(host);
}
