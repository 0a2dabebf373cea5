import { homedir } from 'node:os';
import { join } from 'node:path';

/** The application's folder name: the package's productName, which Electron uses for `userData`. */
export const APP_FOLDER = 'Mafia Station';

/** What the data folder is worked out from; the defaults are this process's. */
export interface DataDirContext {
  platform?: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
  home?: string;
}

/**
 * The folder Electron's `app.getPath('userData')` names for this app, so that browser mode and the
 * desktop app share one archive: `%APPDATA%` on Windows, `~/Library/Application Support` on macOS,
 * `$XDG_CONFIG_HOME` (else `~/.config`) elsewhere, each followed by "Mafia Station".
 */
export function userDataDir(context: DataDirContext = {}): string {
  const platform = context.platform ?? process.platform;
  const env = context.env ?? process.env;
  const home = context.home ?? homedir();
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), APP_FOLDER);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER);
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), APP_FOLDER);
}

/** The data folder to use: an explicit choice, else `MAFIA_STATION_DATA`, else the user data folder. */
export function resolveDataDir(explicit?: string | null, context: DataDirContext = {}): string {
  if (explicit) return explicit;
  const fromEnv = (context.env ?? process.env).MAFIA_STATION_DATA;
  if (fromEnv) return fromEnv;
  return userDataDir(context);
}
