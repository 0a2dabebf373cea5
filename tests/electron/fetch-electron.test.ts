// Issue 13 §4: `npm install` fetches Electron's binary when it can, and where it cannot the install goes on
// with one line saying that `npm start` will open browser mode (never Electron's stack trace).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchElectron } from '../../scripts/fetch-electron.ts';

let dir: string;
let previous: string | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mafia-station-fetch-'));
  previous = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
});
afterEach(() => {
  if (previous === undefined) delete process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  else process.env['ELECTRON_OVERRIDE_DIST_PATH'] = previous;
  rmSync(dir, { recursive: true, force: true });
});

describe('postinstall: fetch Electron when the network allows', () => {
  it('offline: one line with the reason and browser mode, and the install is not failed', () => {
    process.env['ELECTRON_OVERRIDE_DIST_PATH'] = join(dir, 'no-dist');
    const installer = join(dir, 'install.js');
    writeFileSync(installer, "console.error('RequestError: getaddrinfo ENOTFOUND github.com'); process.exit(1);\n");
    const line = fetchElectron(process.cwd(), installer);
    expect(line).toMatch(
      /^Electron's binary could not be downloaded \(RequestError: getaddrinfo ENOTFOUND github\.com\): `npm start` will start the station in browser mode/,
    );
    expect(line).not.toContain('\n');
  });

  it('does nothing when the binary is already there', () => {
    process.env['ELECTRON_OVERRIDE_DIST_PATH'] = dir;
    writeFileSync(join(dir, 'electron'), '');
    const installer = join(dir, 'install.js');
    writeFileSync(installer, "require('fs').writeFileSync(process.argv[1] + '.ran', ''); process.exit(1);\n");
    expect(fetchElectron(process.cwd(), installer)).toBeNull();
  });
});
