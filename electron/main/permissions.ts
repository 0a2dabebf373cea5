import type { Session } from 'electron';

/** Refuses every permission (camera, notifications, fullscreen API, …): no page of ours needs one. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
