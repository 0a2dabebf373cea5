/**
 * How a page's link to the station stands:
 * connecting (first try or retrying), open, closed (lost; retrying), no-token (the page was opened
 * without its key), unauthorized (the station refused the key: a stale or mistyped link).
 */
export type ConnectionState = 'connecting' | 'open' | 'closed' | 'no-token' | 'unauthorized';
