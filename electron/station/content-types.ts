import { extname } from 'node:path';

// Only files of these kinds are served, over app://, in browser mode and on the LAN: anything else is a 404, so a
// stray file in the build folder (a manifest, a source map) is never handed to a page.
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};

/** The Content-Type of a servable file, or null for a kind of file the protocol never serves. */
export function contentTypeFor(file: string): string | null {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? null;
}
