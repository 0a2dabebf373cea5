import { createHash } from 'node:crypto';

/** The hash source of an inline `<style>` or `<script>` block, for CSP (no 'unsafe-inline' needed). */
export function inlineHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** What a response's Content-Security-Policy allows beyond nothing at all. */
export interface PolicyAllowances {
  /** The hash of the page's one `<style>` block, if it has one. */
  style?: string;
  /** The mirror page only: its built scripts, styles and event stream, from this server (no inline anything, no eval). */
  mirror?: boolean;
  /** A card page with the police reveal's button (issue 15): its one form posts to this server, nothing else. */
  form?: boolean;
  /** A card page's one inline script, by its hash: it asks this server whether the card still stands. */
  script?: string;
}

/** The strict Content-Security-Policy of a LAN response: nothing is allowed unless named here. */
export function lanContentSecurityPolicy(allow: PolicyAllowances = {}): string {
  return [
    "default-src 'none'",
    ...(allow.style ? [`style-src ${allow.style}`] : []),
    ...(allow.script ? [`script-src ${allow.script}`, "connect-src 'self'"] : []),
    "img-src 'self' data:",
    ...(allow.mirror
      ? ["script-src 'self'", "style-src 'self'", "font-src 'self'", "media-src 'self'", "connect-src 'self'"]
      : []),
    "base-uri 'none'",
    allow.form ? "form-action 'self'" : "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every LAN response carries, whatever its status (never any Access-Control-* header). */
export function lanSecurityHeaders(allow: PolicyAllowances = {}): Record<string, string> {
  return {
    'Content-Security-Policy': lanContentSecurityPolicy(allow),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
