import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { ARCHIVE_FILE, createStation } from '../../electron/station/index.ts';
import { gameFromLog, replay } from '../../shared/engine/index.ts';
import { scriptArgs } from '../fixtures/script-args.ts';
import { runs } from '../tiers.ts';

const CHILD = join(import.meta.dirname, 'crash-child.ts');
const RUNS = runs(25);

interface Ack {
  gameId: string;
  commandId: string;
  version: number;
}

/** Runs the child until it has acknowledged a random number of commands, then kills it with SIGKILL. */
function runAndKill(dataDir: string, seed: number, killAfterAcks: number): Promise<Ack[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, scriptArgs(CHILD, dataDir, String(seed)), {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acks: Ack[] = [];
    let buffer = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        const [tag, gameId, commandId, version] = line.split(' ');
        if (tag === 'ACK' && gameId && commandId) acks.push({ gameId, commandId, version: Number(version) });
        // Killed while the child goes on working: the kill lands at an arbitrary point of a command.
        if (acks.length === killAfterAcks) child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL' && code !== 0) reject(new Error(`child failed (${code}): ${stderr}`));
      else resolve(acks);
    });
  });
}

describe('crash safety: a game survives the process being killed at any instant', () => {
  it(`finds every acknowledged command after ${RUNS} SIGKILLs at random moments`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mafia-crash-'));
    const file = join(dataDir, ARCHIVE_FILE);
    let acknowledged = 0;
    for (let run = 0; run < RUNS; run++) {
      const acks = await runAndKill(dataDir, 1000 + run, 1 + Math.floor(Math.random() * 120));
      acknowledged += acks.length;
      const archive = openArchive(file);
      try {
        for (const ack of acks) {
          expect(archive.findCommand(ack.gameId, ack.commandId), `command ${ack.commandId} lost`).not.toBeNull();
          expect(archive.getGame(ack.gameId)!.version).toBeGreaterThanOrEqual(ack.version);
        }
        // Every stored game replays: no half-written step.
        for (const summary of archive.listGames()) {
          const log = archive.readLog(summary.gameId);
          expect(() => replay(log)).not.toThrow();
          expect(gameFromLog(log).version).toBe(summary.version);
        }
      } finally {
        archive.close();
      }
    }
    expect(acknowledged).toBeGreaterThan(RUNS);

    // After the last kill, a new station offers the unfinished game and resumes it exactly.
    const archive = openArchive(file);
    const station = createStation({ archive });
    const status = station.request('station.status', {});
    expect(status.ok).toBe(true);
    if (status.ok && status.value.unfinished[0]) {
      const { gameId } = status.value.unfinished[0];
      const opened = station.request('game.open', { gameId });
      expect(opened.ok && opened.value.version).toBe(archive.getGame(gameId)!.version);
      expect(station.currentModeratorView()!.version).toBe(archive.getGame(gameId)!.version);
    }
    station.close();
  }, 180_000);
});
