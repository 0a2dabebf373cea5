// A station in a child process for the crash test: it plays random 1987 games through the station's
// public request API and prints `ACK <gameId> <commandId> <version>` after each command returns
// (i.e. once the station says it is durable). The parent kills it with SIGKILL at a random moment.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { ARCHIVE_FILE, createStation } from '../../electron/station/index.ts';
import { gameFromLog } from '../../shared/engine/index.ts';
import { randomGameCommand, seededPick } from '../../shared/engine/simulate/random-game.ts';

const [dataDir, seedText] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: crash-child.ts <dataDir> <seed>');
const pick = seededPick(Number(seedText ?? 1));
const archive = openArchive(join(dataDir, ARCHIVE_FILE));
const station = createStation({ archive });

function ack(gameId: string, commandId: string, version: number): void {
  process.stdout.write(`ACK ${gameId} ${commandId} ${version}\n`);
}

for (let games = 0; games < 50; games++) {
  const status = station.request('station.status', {});
  if (!status.ok) throw new Error('status refused');
  let gameId = status.value.unfinished[0]?.gameId;
  if (gameId) {
    const opened = station.request('game.open', { gameId });
    if (!opened.ok) throw new Error('open refused');
  } else {
    const players = Array.from({ length: 6 + pick(11) }, (_, i) => `Player ${i + 1}`);
    const created = station.request('game.create', { rulesetId: 'davidoff-1987', players });
    if (!created.ok) throw new Error(`create refused: ${JSON.stringify(created.error)}`);
    gameId = created.value.gameId;
  }
  for (;;) {
    const game = gameFromLog(archive.readLog(gameId));
    const next = randomGameCommand(game, pick);
    if (!next) break;
    const command = next.type === 'deal' ? { type: 'deal' as const } : next;
    const commandId = randomUUID();
    const done = station.request('game.command', { gameId, commandId, expectedVersion: game.version, command });
    if (!done.ok) throw new Error(`command refused: ${JSON.stringify(done.error)}`);
    ack(gameId, commandId, done.value.version);
  }
}
station.close();
