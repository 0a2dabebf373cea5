import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startServer, type RunningServer } from '../../electron/serve.ts';
import type { WireResponse } from '../../shared/contract/index.ts';

// Browser mode has no displays: over the moderator's WebSocket, the display list is empty and a choice
// is refused with its own code, as the desktop's IPC would answer a station without a display host.

let server: RunningServer | null = null;
let dataDir: string | null = null;
afterEach(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  server = null;
  dataDir = null;
});

/** Sends requests over one moderator socket and collects the answers by id. */
async function ask(requests: { name: string; payload: unknown }[]): Promise<WireResponse['result'][]> {
  dataDir = mkdtempSync(join(tmpdir(), 'mafia-station-serve-'));
  server = await startServer({ port: 0, dataDir, token: 'displays-test-token', rendererDir: dataDir });
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/moderator?token=${server.token}`);
  const answers = new Map<number, WireResponse['result']>();
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Partial<WireResponse>;
      if (typeof message.id !== 'number' || !message.result) return;
      answers.set(message.id, message.result);
      if (answers.size === requests.length) resolve();
    });
    socket.once('open', () => requests.forEach((request, i) => socket.send(JSON.stringify({ id: i + 1, ...request }))));
  });
  socket.close();
  return requests.map((_, i) => answers.get(i + 1)!);
}

describe('display requests in browser mode', () => {
  it('the list is empty and a choice is refused as display.unavailable, over the WebSocket', async () => {
    const [list, choose, automatic] = await ask([
      { name: 'display.list', payload: {} },
      { name: 'display.choose', payload: { displayId: 1 } },
      { name: 'display.choose', payload: { displayId: null } },
    ]);
    expect(list).toEqual({ ok: true, value: [] });
    expect(choose).toEqual({ ok: false, error: { kind: 'rule', code: 'display.unavailable', params: {} } });
    expect(automatic).toEqual(choose);
  });
});
