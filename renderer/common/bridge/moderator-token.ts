const STORAGE_KEY = 'mafia-station.moderator-token';

/**
 * The moderator key of browser mode: taken from `?token=` in the page URL, kept for this tab only
 * (sessionStorage) so a reload still works, and removed from the address bar so it is not on show.
 */
export function readModeratorToken(): string | null {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    try {
      sessionStorage.setItem(STORAGE_KEY, fromUrl);
      url.searchParams.delete('token');
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    } catch {
      // Storage can be disabled; the key still works for this page load.
    }
    return fromUrl;
  }
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps a new moderator key for this tab (the station issued it on this page's request: `station.new-moderator-key`). */
export function keepModeratorToken(token: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Storage can be disabled; the bridge still holds the key for this page load.
  }
}
