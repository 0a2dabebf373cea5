import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

// `node electron/serve.ts` as a person runs it: it prints the two links, serves them, and closes the
// station cleanly on SIGTERM and SIGINT.

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`the command line prints the links and closes cleanly on ${signal}`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mafia-station-cli-'));
    const token = 'c'.repeat(64);
    const child = spawn(process.execPath, [resolve('electron/serve.ts'), '--port', '0'], {
      env: { ...process.env, MAFIA_STATION_DATA: dataDir, MAFIA_STATION_TOKEN: token },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const printed = await new Promise<string>((resolveOutput, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Projector:')) resolveOutput(output);
        });
        child.on('exit', () => reject(new Error(`serve exited early:\n${output}`)));
      });
      const moderatorUrl = /Moderator: (\S+)/.exec(printed)?.[1];
      const projectorUrl = /Projector: (\S+)/.exec(printed)?.[1];
      expect(moderatorUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/moderator/\\?token=${token}$`));
      expect(projectorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/projector\/$/);
      expect((await fetch(moderatorUrl!)).status).toBe(200);
      expect((await fetch(projectorUrl!)).status).toBe(200);
      expect(existsSync(join(dataDir, 'mafia-station.sqlite'))).toBe(true);

      const exited = new Promise<[number | null, string | null]>((done) =>
        child.on('exit', (code, sig) => done([code, sig])),
      );
      child.kill(signal);
      expect(await exited).toEqual([0, null]);
      expect(output).toContain(`${signal}: closing the station.`);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/** Runs `serve` once over a data folder with no key in the environment: the moderator link it prints, then stops it. */
async function moderatorLinkOf(dataDir: string, extra: string[] = []): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, MAFIA_STATION_DATA: dataDir };
  delete env.MAFIA_STATION_TOKEN;
  const child = spawn(process.execPath, [resolve('electron/serve.ts'), '--port', '0', ...extra], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    const printed = await new Promise<string>((resolveOutput, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Projector:')) resolveOutput(output);
      });
      child.on('exit', () => reject(new Error(`serve exited early:\n${output}`)));
    });
    const exited = new Promise((done) => child.on('exit', done));
    child.kill('SIGTERM');
    await exited;
    return /Moderator: \S+\?token=(\S+)/.exec(printed)![1]!;
  } finally {
    child.kill('SIGKILL');
  }
}

test('the moderator key outlives a restart, and --new-key issues another (issue 12 §4)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mafia-station-cli-key-'));
  try {
    const key = await moderatorLinkOf(dataDir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dataDir, 'moderator-key.json')).mode & 0o777).toBe(0o600);
    expect(await moderatorLinkOf(dataDir)).toBe(key);
    const renewed = await moderatorLinkOf(dataDir, ['--new-key']);
    expect(renewed).toMatch(/^[0-9a-f]{64}$/);
    expect(renewed).not.toBe(key);
    expect(await moderatorLinkOf(dataDir)).toBe(renewed);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
