import { readFile } from 'node:fs/promises';
import { protocol } from 'electron';
import { contentTypeFor, resolveAppUrl } from './app-url.ts';

/** The scheme the pages are served from: never file://, never a remote origin. */
export const APP_SCHEME = 'app';

/** The Content-Security-Policy sent with every app:// response: only our own files, no framing, no forms. */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Vue binds `style` attributes at runtime; inline styles cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers sent with every app:// response, the 404s included. */
export const APP_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': APP_CSP,
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Declares app:// a standard, secure scheme. Electron requires this before the app is ready. `stream`:
 * the timer's sounds are media, which Chromium loads from a custom scheme only when it may stream.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
  ]);
}

/** Serves app:// from the renderer build folder `root` (call once the app is ready). */
export function serveAppProtocol(root: string): void {
  protocol.handle(APP_SCHEME, (request) => respondToAppRequest(request, root));
}

/** Answers one app:// request: the file with its Content-Type, or a 404; always with the security headers. */
export async function respondToAppRequest(request: Request, root: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
  const file = resolveAppUrl(request.url, root);
  const type = file === null ? null : contentTypeFor(file);
  if (file === null || type === null) return plain(404, 'Not found');
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = new Uint8Array(await readFile(file));
  } catch {
    // Missing file, a folder, unreadable: all the same to the page.
    return plain(404, 'Not found');
  }
  const headers = {
    ...APP_SECURITY_HEADERS,
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    'Accept-Ranges': 'bytes',
  };
  // Media elements ask for byte ranges (and seek with them): answer the one range asked, as a web server would.
  const range = byteRange(request.headers.get('Range'), body.byteLength);
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${body.byteLength}` } });
  }
  if (range !== null) {
    const part = body.subarray(range.start, range.end + 1);
    const partHeaders = {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${body.byteLength}`,
      'Content-Length': String(part.byteLength),
    };
    return new Response(request.method === 'HEAD' ? null : part, { status: 206, headers: partHeaders });
  }
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}

/**
 * The one byte range of a `Range: bytes=a-b` header (`a-`, `-n` too), clamped to the file; null for no
 * header or one we do not serve (several ranges: the whole file is the answer); 'unsatisfiable' past the end.
 */
export function byteRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header === null ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { ...APP_SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
