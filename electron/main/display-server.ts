import { app } from 'electron';

/**
 * On Linux under Wayland (Ubuntu's and Fedora's default session, and Electron's default platform since
 * 38) an application cannot place its windows, so a fullscreen projector would open over the console.
 * XWayland, installed with those desktops, lets it: the station asks Chromium for X11 there. Set
 * MAFIA_STATION_WAYLAND=1 to stay on Wayland (the projector must then be moved by hand). Call before
 * the app is ready.
 */
export function preferPlaceableWindows(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): boolean {
  if (!onWayland(env, platform) || env['MAFIA_STATION_WAYLAND'] === '1') return false;
  app.commandLine.appendSwitch('ozone-platform', 'x11');
  return true;
}

/**
 * Whether the station can place its windows: not when it stays on Wayland (MAFIA_STATION_WAYLAND=1), where
 * the moderator is told to move the projector by hand (issue 13 §2.7).
 */
export function windowsArePlaceable(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): boolean {
  return !(onWayland(env, platform) && env['MAFIA_STATION_WAYLAND'] === '1');
}

function onWayland(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): boolean {
  return platform === 'linux' && (env['XDG_SESSION_TYPE'] === 'wayland' || Boolean(env['WAYLAND_DISPLAY']));
}
