import type { Session } from 'electron';
import { pageRoot } from './windows.ts';

/** The one permission a page of ours needs: the moderator copies the mirror link to the clipboard. */
const CLIPBOARD_WRITE = 'clipboard-sanitized-write';

/** Whether a permission may be granted to a page at this URL: only a clipboard write, only from the moderator's page. */
export function permissionAllowed(permission: string, url: string): boolean {
  return permission === CLIPBOARD_WRITE && url.startsWith(pageRoot('moderator'));
}

/**
 * Refuses every permission (camera, notifications, fullscreen API, …) but the moderator page's
 * clipboard write ("copy the mirror link"): the projector, the print window and any other page get none.
 */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionAllowed(permission, details.requestingUrl)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    permissionAllowed(permission, `${requestingOrigin.replace(/\/$/, '')}/`),
  );
}
