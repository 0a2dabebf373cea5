import { describe, expect, it } from 'vitest';
import { effectiveEvents } from '../../shared/engine/index.ts';
import {
  exchangeText,
  mrGameOf,
  parseExchangeText,
  rebuildGame,
  verdictOf,
  type MrFile,
  type MrGame,
} from '../../shared/exchange/index.ts';
import {
  BLACK_KICKED_OUT,
  BLACK_KICKED_OUT_RECORD,
  RED_KICKED_OUT,
  RED_KICKED_OUT_RECORD,
} from '../fixtures/team-kick-out-games.ts';

/**
 * MafiaRatings ends a game at a team's kick-out: the judge kicks a player out "and their team lost because of that",
 * and the game ends there, won by the other side (its game.js: gamePlayerTeamKickOut ends the game). Its file holds
 * nothing after that death. The station's rules play on after any removal, and its import replayed such a file on
 * to an end that never came: the file was refused. A game stopped by its team's kick-out is a finished game with
 * that verdict: it imports, ended there by the team's technical defeat, and is written back as it came (its removal
 * now with a stated reason).
 */

/** The game as a file's text gives it back. */
function throughText(game: MrGame): MrGame {
  const file: MrFile = { format: 'mafiaratings/games', version: 1, games: [game] };
  const parsed = parseExchangeText(exchangeText(file));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.refusal));
  return parsed.value.games[0]!;
}

/** A record imported, then written back as the station's export writes it. */
function importedAndWritten(record: MrGame) {
  const rebuilt = rebuildGame(throughText(record));
  if (!rebuilt.ok) throw new Error(JSON.stringify(rebuilt.refusal));
  const verdict = verdictOf(record);
  const written = mrGameOf({
    gameId: record.id,
    log: rebuilt.value.log,
    createdAt: record.startTime,
    finishedAt: record.endTime,
    round: 1,
    table: 1,
    ...(verdict ? { verdict } : {}),
  });
  return { log: rebuilt.value.log, verdict, written };
}

describe('a game MafiaRatings stopped at a team kick-out', () => {
  it('reads as MafiaRatings writes it (its rounds from 0, the kick-out’s gametime): the same game, imported alike', () => {
    const parsed = parseExchangeText(JSON.stringify({ games: [RED_KICKED_OUT_RECORD, BLACK_KICKED_OUT_RECORD] }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.refusal));
    // MafiaRatings names a game by its number and writes no tournament round.
    const read = ({ round: _round, ...game }: MrGame, id: string) => ({ ...game, id });
    expect(parsed.value.games).toEqual([
      read(RED_KICKED_OUT, 'mafiaratings-272'),
      read(BLACK_KICKED_OUT, 'mafiaratings-299'),
    ]);
    for (const game of parsed.value.games) expect(rebuildGame(game).ok).toBe(true);
    // And the station writes them so: the fields MafiaRatings defines, as it wrote them.
    const written = JSON.parse(exchangeText({ format: 'mafiaratings/games', version: 1, games: [BLACK_KICKED_OUT] }))
      .games[0] as Record<string, unknown>;
    const { id: _id, ...record } = BLACK_KICKED_OUT_RECORD;
    expect(written).toMatchObject(record);
  });

  it('imports, ended at the removal by red’s technical defeat, and is written back as the same game', () => {
    const { log, verdict, written } = importedAndWritten(RED_KICKED_OUT);
    expect(effectiveEvents(log).slice(-2)).toEqual([
      { type: 'player-left', seat: 6, cause: 'removed', reason: 'other', note: null },
      { type: 'game-ended', outcome: { winner: 'black', scores: null } },
    ]);
    expect(verdict).toEqual({ worstMoveSeat: null, surrenderSeat: null, technicalDefeat: 'red' });
    // The reason MafiaRatings does not write is the station's "other" once imported; nothing else changes.
    const seat6 = RED_KICKED_OUT.players[5]!;
    const stated = { ...seat6, death: { ...seat6.death!, reason: 'other' as const } };
    expect(written).toEqual({
      ok: true,
      value: { ...RED_KICKED_OUT, players: RED_KICKED_OUT.players.with(5, stated) },
    });
  });

  it('a kick-out at night, after the mafia’s shot: the shot kills nobody, black lost, and it reads back the same', () => {
    const { log, verdict, written } = importedAndWritten(BLACK_KICKED_OUT);
    expect(effectiveEvents(log).some((e) => e.type === 'player-left' && 'seat' in e && e.seat === 6)).toBe(false);
    expect(verdict?.technicalDefeat).toBe('black');
    expect(written).toEqual({ ok: true, value: BLACK_KICKED_OUT });
  });

  it('the game’s end is in its log: without the verdict it is still won by black, its removal a plain kick-out', () => {
    const { log } = importedAndWritten(RED_KICKED_OUT);
    const plain = mrGameOf({
      gameId: 'g',
      log,
      createdAt: RED_KICKED_OUT.startTime,
      finishedAt: RED_KICKED_OUT.endTime,
    });
    expect(plain).toMatchObject({ ok: true, value: { winner: 'maf' } });
    expect(plain.ok && plain.value.players[5]!.death).toMatchObject({ type: 'kickOut' });
    // The file's winner contradicts its own kick-out: refused, as any record the rules cannot give.
    expect(rebuildGame(throughText({ ...RED_KICKED_OUT, winner: 'civ' }))).toMatchObject({
      ok: false,
      refusal: { code: 'import-game-differs', params: { field: 'winner' } },
    });
  });
});
