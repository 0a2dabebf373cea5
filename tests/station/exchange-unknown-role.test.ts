/**
 * Tryout 10: a City tournament with the station's suggested roles for ten (putana, doctor, maniac) was refused by
 * the MafiaRatings export only at the end of the day, naming the seat as a bare "(1)". The refusal names the player,
 * the seat and the role; the roles the format cannot hold are known from the tournament's setup (shared/exchange).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { effectiveEvents } from '../../shared/engine/index.ts';
import { evolve, initialState } from '../../shared/engine/rulesets/city-mafia/evolve.ts';
import { randomCommand } from '../../shared/engine/rulesets/city-mafia/simulate.ts';
import type { GameEvent } from '../../shared/engine/rulesets/city-mafia/types.ts';
import { seededPick } from '../../shared/engine/simulate/random-game.ts';
import { rolesRatingsCannotHold } from '../../shared/exchange/index.ts';
import { tempDir } from './archive-fixtures.ts';
import { ok, tournamentStation, TWELVE } from './helpers.ts';

const TEN = TWELVE.slice(0, 10);

describe('MafiaRatings export: the roles it cannot hold', () => {
  it('names the player, the seat and the role the format does not know', () => {
    const file = join(tempDir(), 'archive.sqlite');
    const archive = openArchive(file);
    const s = tournamentStation(file, { archive });
    const { tournamentId } = ok(
      s.request('tournament.create', {
        name: 'City Cup',
        startsOn: '2026-11-22',
        endsOn: '2026-11-22',
        rulesetId: 'city-mafia',
        scoring: 'fiim-v7',
        players: TEN,
        rounds: 1,
        tables: 1,
      }),
    );
    const detail = ok(s.request('tournament.seat', { tournamentId }));
    const { gameId } = ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    // The engine's random policy plays it to the end, each step sent to the station as the console would.
    // Seed 2 ends in a red or black win (a maniac's win or a draw is refused before the roles, as neither side's).
    const pick = seededPick(2);
    for (let version = 1; ;) {
      const events = effectiveEvents(archive.readLog(gameId)) as GameEvent[];
      const first = events[0]!;
      if (first.type !== 'game-created') throw new Error('no game');
      const state = events.slice(1).reduce(evolve, initialState(first.setup));
      const command = randomCommand(state, pick);
      if (command === null) break;
      // The station deals by its own random source: the console sends the deal without roles.
      const sent = command.type === 'deal' ? { type: 'deal' } : command;
      version = ok(
        s.request('game.command', { gameId, commandId: `c${version}`, expectedVersion: version, command: sent }),
      ).version;
    }
    const refused = s.request('tournament.export-ratings-json', { tournamentId });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'rule', code: 'exchange.export-unknown-role' } });
    const params = (refused as { error: { params: Record<string, string | number> } }).error.params;
    const seated = detail.seating[0]!.players.find((p) => p.seat === params.seat)!;
    expect(params).toEqual({ seat: seated.seat, name: seated.name, role: expect.any(String), round: 1, table: 1 });
    expect(['putana', 'doctor', 'maniac']).toContain(params.role);
    s.close();
  });

  it('knows them from the setup: the suggested ten-seat roles, none at FIIM’s table, none outside City', () => {
    expect(rolesRatingsCannotHold('city-mafia', {}, [10])).toEqual(['doctor', 'putana', 'maniac']);
    // Six seats: no putana, no maniac; the doctor is at every suggested table.
    expect(rolesRatingsCannotHold('city-mafia', {}, [6])).toEqual(['doctor']);
    const fiim = { roles: { civilian: 6, sheriff: 1, doctor: 0, putana: 0, mafioso: 2, don: 1, maniac: 0 } };
    expect(rolesRatingsCannotHold('city-mafia', fiim, [10, 9])).toEqual([]);
    expect(rolesRatingsCannotHold('davidoff-1987', {}, [10])).toEqual([]);
  });
});
