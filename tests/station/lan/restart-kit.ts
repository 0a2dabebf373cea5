// What the phone-code restart tests share: a page's status read on a fresh connection, and the station started
// again over the same data folder with its game resumed and the phones' server back.
import { get } from 'node:http';
import type { Station } from '../../../electron/station/index.ts';
import { lanStart, ok, type restartableStations } from '../helpers.ts';

/** A page's status on a connection of its own (a pooled socket may be the old server's, closed by the restart). */
export function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** The station over the same data folder, started again, with the game resumed and the phones' server back. */
export async function restarted(
  stations: ReturnType<typeof restartableStations>,
  first: Station,
  gameId: string,
): Promise<Station> {
  const again = stations.restart(first);
  ok(again.request('game.open', { gameId }));
  await lanStart(again);
  return again;
}
