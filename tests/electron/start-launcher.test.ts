// Issue 13 §4: `npm start` where Electron's binary is missing says why in one line and starts the
// station in browser mode, with its two links.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findElectronBinary } from '../../scripts/electron-binary.ts';

describe('scripts/start.ts without an Electron binary', () => {
  it('finds no binary where there is none, with the reason', () => {
    const previous = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
    process.env['ELECTRON_OVERRIDE_DIST_PATH'] = '/nonexistent-electron-dist';
    try {
      expect(findElectronBinary(process.cwd())).toEqual({
        path: null,
        reason: expect.stringContaining('/nonexistent-electron-dist'),
      });
    } finally {
      if (previous === undefined) delete process.env['ELECTRON_OVERRIDE_DIST_PATH'];
      else process.env['ELECTRON_OVERRIDE_DIST_PATH'] = previous;
    }
  });

  it('says in one line why the desktop app cannot start, then serves browser mode and prints both links', async () => {
    const data = mkdtempSync(join(tmpdir(), 'mafia-station-start-'));
    const child = spawn(process.execPath, ['scripts/start.ts', '--port', '0', '--data', data], {
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: '/nonexistent-electron-dist' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no links printed:\n${out}`)), 30_000);
        child.stdout.on('data', () => {
          if (/Projector: http/.test(out)) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', () => reject(new Error(`exited early:\n${out}`)));
      });
      const lines = out.split('\n');
      expect(lines[0]).toMatch(/^The desktop app cannot start: .*\. Starting the station in browser mode instead\.$/);
      expect(out).toMatch(/Moderator: http:\/\/127\.0\.0\.1:\d+\/\S*token=/);
      expect(out).toMatch(/Projector: http:\/\/127\.0\.0\.1:\d+\//);
      expect(out).not.toMatch(/Please delete|node_modules\/electron/);
    } finally {
      // A child that already exited (the build missing: "run npm run build first") sends no second exit:
      // waiting for one hid its message behind the test's timeout.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      rmSync(data, { recursive: true, force: true });
    }
  });
});
