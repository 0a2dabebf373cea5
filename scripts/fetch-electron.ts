// `npm install`'s postinstall: fetch Electron's binary when the network allows it (Electron 38+ no longer
// does it on install, and `npm start` must never download), and never fail the install when it cannot:
// one line says why and that `npm start` will open browser mode instead (issue 13 §4).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findElectronBinary } from './electron-binary.ts';

/** Runs Electron's own installer unless the binary is there; returns the one line to print, or null. */
export function fetchElectron(
  root: string,
  installer = join(root, 'node_modules', 'electron', 'install.js'),
): string | null {
  if (findElectronBinary(root).path !== null) return null;
  if (!existsSync(installer)) return 'Electron is not installed: `npm start` will start the station in browser mode.';
  // Electron's installer honours electron_mirror / ELECTRON_MIRROR and the proxy settings of the environment.
  const done = spawnSync(process.execPath, [installer], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 600_000,
  });
  if (done.status === 0 && findElectronBinary(root).path !== null) return null;
  const why =
    done.error?.message ??
    done.stderr?.toString().match(/(RequestError|HTTPError|Error)[^\n]*/)?.[0] ??
    `exit ${done.status}`;
  return `Electron's binary could not be downloaded (${why.slice(0, 160)}): \`npm start\` will start the station in browser mode; run \`npm install\` again on a network that reaches Electron's download server for the desktop app.`;
}

if (import.meta.main) {
  const line = fetchElectron(join(import.meta.dirname, '..'));
  if (line) console.log(line);
}
