// `npm start`: the desktop app when Electron's binary is there; otherwise one line saying why, and the
// station in browser mode (electron/serve.ts prints the moderator and projector links), so the README's
// first command always gives a working station (issue 13 §4). Never downloads anything: `npm install`
// fetches Electron's binary when it can. Arguments after `--` go to browser mode (`--port`, `--data`).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { findElectronBinary } from './electron-binary.ts';

const root = join(import.meta.dirname, '..');
const electron = findElectronBinary(root);
const [command, args] =
  electron.path !== null
    ? [electron.path, [root, ...process.argv.slice(2)]]
    : [process.execPath, [join(root, 'electron', 'serve.ts'), ...process.argv.slice(2)]];
if (electron.path === null)
  console.log(`The desktop app cannot start: ${electron.reason}. Starting the station in browser mode instead.`);

const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
// Ctrl+C and a closing terminal reach the station, which closes its archive before it exits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
