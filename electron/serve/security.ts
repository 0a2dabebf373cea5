import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The loopback names a browser may use to reach browser mode. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

/** The hosts browser mode may bind to: this computer only. */
export const ALLOWED_BIND_HOSTS: readonly string[] = LOOPBACK_NAMES;

/** A fresh secret for the moderator socket: 32 random bytes, hex. */
export function createToken(): string {
  return randomBytes(32).toString('hex');
}

/** Compares a given token with the secret in constant time, whatever their lengths. */
export function tokenMatches(given: string | null | undefined, secret: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  // Hashing first gives equal-length buffers, so timingSafeEqual never leaks the secret's length.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}

/**
 * Whether a Host header names this server: `127.0.0.1:<port>` or `localhost:<port>` exactly.
 * Refusing every other name defeats DNS rebinding (a foreign site resolving its name to 127.0.0.1).
 */
export function isAllowedHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const lower = host.toLowerCase();
  return LOOPBACK_NAMES.some((name) => lower === `${name}:${port}`);
}

/** Whether a WebSocket upgrade's Origin is acceptable: absent (not a browser) or this very host. */
export function isAllowedOrigin(origin: string | undefined, host: string, port: number): boolean {
  if (origin === undefined) return true;
  return isAllowedHost(host, port) && origin.toLowerCase() === `http://${host.toLowerCase()}`;
}

/** The Content-Security-Policy of every page: scripts and sockets from this server only. */
export function contentSecurityPolicy(port: number): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self' ws://127.0.0.1:${port} ws://localhost:${port}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers sent with every HTTP response. */
export function securityHeaders(port: number): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(port),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
