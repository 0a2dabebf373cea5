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

/** Declares app:// a standard, secure scheme. Electron requires this before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
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
  const headers = { ...APP_SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-cache' };
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...APP_SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
}
