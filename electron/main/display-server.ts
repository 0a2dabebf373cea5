import { app } from 'electron';

/**
 * On Linux under Wayland (Ubuntu's and Fedora's default session, and Electron's default platform since
 * 38) an application cannot place its windows, so a fullscreen projector would open over the console.
 * XWayland, installed with those desktops, lets it: the station asks Chromium for X11 there. Set
 * MAFIA_STATION_WAYLAND=1 to stay on Wayland (the projector must then be moved by hand). Call before
 * the app is ready.
 */
export function preferPlaceableWindows(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): boolean {
  const wayland = env['XDG_SESSION_TYPE'] === 'wayland' || Boolean(env['WAYLAND_DISPLAY']);
  if (platform !== 'linux' || !wayland || env['MAFIA_STATION_WAYLAND'] === '1') return false;
  app.commandLine.appendSwitch('ozone-platform', 'x11');
  return true;
}
