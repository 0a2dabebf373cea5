/**
 * Session 22's gap: a technical defeat given at the console was the game's result only, and the organiser typed
 * the judge's verdict again on the tournament page (the team's −0.7 each under FIIM, the other team's win,
 * MafiaRatings' "teamKickOut"). The station now reads it from the game's log into the tournament's verdict of the
 * game, in the step's own transaction; the organiser may still correct it, and an undo takes it back.
 */
import { describe, expect, it } from 'vitest';
import type { Station } from '../../electron/station/index.ts';
import { parseExchangeText } from '../../shared/exchange/index.ts';
import { commandSender, ok, tournamentStation } from './helpers.ts';

const TEN = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dasha', 'Egor', 'Zhenya', 'Ivan', 'Kira', 'Lev'];
// Red and black only (FIIM's table: a technical defeat has another side to win it).
const ROLES = { civilian: 6, sheriff: 1, doctor: 0, putana: 0, mafioso: 2, don: 1, maniac: 0 };

/** A one-game FIIM v7 City cup, its game started and dealt: the tournament, the game, a command sender, a roles map. */
function fiimCityGame(s: Station) {
  const { tournamentId } = ok(
    s.request('tournament.create', {
      name: 'City Cup',
      startsOn: '2026-11-28',
      endsOn: '2026-11-28',
      rulesetId: 'city-mafia',
      options: { roles: ROLES, maniacCountsAsRed: false },
      scoring: 'fiim-v7',
      players: TEN,
      rounds: 1,
      tables: 1,
    }),
  );
  ok(s.request('tournament.seat', { tournamentId }));
  const { gameId } = ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
  const send = commandSender(s, gameId);
  send({ type: 'deal' });
  return { tournamentId, gameId, send };
}

const verdictsOf = (s: Station, tournamentId: string) => ok(s.request('tournament.get', { tournamentId })).verdicts;

describe("a technical defeat given at the console is the tournament's verdict of the game", () => {
  it('the defeated team is recorded, scored as FIIM says (−0.7 each, the game its loss), without the organiser', () => {
    const s = tournamentStation();
    const { tournamentId, gameId, send } = fiimCityGame(s);
    // The judge kicks a black player out, then decides that his team loses (FIIM's team kick-out).
    const kicked = ok(s.request('print.protocol', { gameId })).seats.find((seat) => seat.team === 'black')!.seat;
    send({ type: 'remove', seat: kicked, reason: 'other', note: null });
    send({ type: 'technical-defeat', team: 'black' });
    expect(verdictsOf(s, tournamentId)).toEqual([
      { gameId, worstMoveSeat: null, surrenderSeat: null, technicalDefeat: 'black' },
    ]);
    const game = ok(s.request('tournament.standings', { tournamentId })).games.find((g) => g.gameId === gameId)!;
    expect(game).toMatchObject({ winner: 'red', technicalDefeat: 'black' });
    for (const player of game.players) {
      const penalty = player.lines.find((line) => line.rule === 'technical-defeat');
      expect(penalty?.points ?? 0).toBe(player.team === 'black' ? -0.7 : 0);
    }
    // MafiaRatings reads it as the kicked-out player's "teamKickOut", the reds' win.
    const exported = parseExchangeText(ok(s.request('tournament.export-ratings-json', { tournamentId })).text);
    if (!exported.ok) throw new Error(JSON.stringify(exported.refusal));
    const record = exported.value.games[0]!;
    expect(record.winner).toBe('civ');
    expect(record.players.findIndex((p) => p.death?.type === 'teamKickOut') + 1).toBe(kicked);
    s.close();
  });

  it('the organiser may still correct it, and keeps his other verdicts; an undo of the end takes back only its own', () => {
    const s = tournamentStation();
    const { tournamentId, gameId, send } = fiimCityGame(s);
    send({ type: 'technical-defeat', team: 'red' });
    expect(verdictsOf(s, tournamentId)[0]?.technicalDefeat).toBe('red');
    // The organiser adds a worst move and clears the team (the judge changed his mind after the game).
    const corrected = { gameId, worstMoveSeat: 4, surrenderSeat: null, technicalDefeat: null };
    ok(s.request('tournament.verdict', { tournamentId, ...corrected }));
    expect(verdictsOf(s, tournamentId)).toEqual([corrected]);
    // The moderator undoes the end: the organiser's entries stay as he left them.
    send({ type: 'undo' });
    expect(verdictsOf(s, tournamentId)).toEqual([corrected]);
    // Ended again by the judge, then undone: the team comes and goes, the worst move stays.
    send({ type: 'technical-defeat', team: 'black' });
    expect(verdictsOf(s, tournamentId)).toEqual([{ ...corrected, technicalDefeat: 'black' }]);
    send({ type: 'undo' });
    expect(verdictsOf(s, tournamentId)).toEqual([corrected]);
    s.close();
  });

  it('an undone technical defeat leaves no verdict behind; a game the table ends has none', () => {
    const s = tournamentStation();
    const { tournamentId, gameId, send } = fiimCityGame(s);
    send({ type: 'technical-defeat', team: 'black' });
    expect(verdictsOf(s, tournamentId).map((v) => v.technicalDefeat)).toEqual(['black']);
    send({ type: 'undo' });
    expect(verdictsOf(s, tournamentId)).toEqual([]);
    // The judge removes players one by one until the rules end the game (a side has won at the table).
    for (let seat = 1; ok(s.request('game.summary', { gameId })).finishedAt === null; seat++)
      send({ type: 'remove', seat, reason: 'other', note: null });
    expect(ok(s.request('game.summary', { gameId })).winner).not.toBeNull();
    expect(verdictsOf(s, tournamentId)).toEqual([]);
    s.close();
  });
});
