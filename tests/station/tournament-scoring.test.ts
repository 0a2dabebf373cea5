/** Issue 16: a tournament pins its scoring (preset and version), first-night victims come from the log, public standings. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstNightVictimSeats } from '../../electron/station/first-night.ts';
import type { GameEvent } from '../../shared/engine/index.ts';
import { presetFiim } from '../../shared/tournament/index.ts';
import { tempDir } from './archive-fixtures.ts';
import { ok, playHonestWin, tournamentStation, TWELVE } from './helpers.ts';

const CUP = {
  name: 'FIIM Cup',
  startsOn: '2026-11-22',
  endsOn: '2026-11-22',
  rulesetId: 'davidoff-1987',
  players: TWELVE,
  rounds: 2,
  tables: 2,
};

describe('tournament scoring (issue 16)', () => {
  it('a preset named by its key is copied whole with its version, and the copy is what scores, after a reopen too', () => {
    const file = join(tempDir(), 'archive.sqlite');
    const s = tournamentStation(file);
    const pinned = ok(s.request('tournament.create', { ...CUP, scoring: 'fiim-v7' }));
    expect(pinned.scoring).toEqual(presetFiim(7));
    expect(pinned.scoring.basedOn).toEqual({ id: 'fiim', version: 7 });
    // An organiser's edited copy of v7 keeps its pin and its own numbers.
    const copy = { ...presetFiim(7), autoBonus: { points: 0.2, unlessWorstMove: true }, hideUntilRound: 2 };
    const edited = ok(s.request('tournament.create', { ...CUP, name: 'Edited Cup', scoring: copy }));
    s.close();
    const again = tournamentStation(file);
    const detail = ok(again.request('tournament.get', { tournamentId: edited.tournamentId }));
    expect(detail.scoring).toEqual(copy);
    const { tournamentId } = detail;
    const seated = ok(again.request('tournament.seat', { tournamentId }));
    const { gameId } = ok(again.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    playHonestWin(again, gameId);
    const table = seated.seating.find((t) => t.round === 1 && t.table === 1)!;
    const first = table.players[0]!.playerId;
    ok(again.request('tournament.award', { tournamentId, playerId: first, points: 0.5, reason: 'Led the town' }));

    const full = ok(again.request('tournament.standings', { tournamentId }));
    const row = full.rows.find((r) => r.playerId === String(first))!;
    // The copy's auto-bonus 0.2 (not v7's 0.3), the win 1, the extra 0.5.
    expect(row).toMatchObject({ points: 1.7, extras: 0.5, wins: 1, firstNightDeaths: 0 });
    const lines = full.games[0]!.players.find((p) => p.playerId === String(first))!.lines;
    expect(lines).toEqual([
      { rule: 'win', points: 1 },
      { rule: 'auto-bonus', points: 0.2 },
      { rule: 'extra', points: 0.5, reason: 'Led the town' },
    ]);
    // The game-over panel's points carry the scoring's pin, to say which scoring counted them.
    expect(ok(again.request('game.tournament-points', { gameId }))).toMatchObject({
      name: 'Edited Cup',
      basedOn: { id: 'fiim', version: 7 },
    });
    // The room's standings leave the extra out until round 2 has a finished game.
    const pub = ok(again.request('tournament.standings', { tournamentId, view: 'public' }));
    expect(pub.hidden).toBe(true);
    expect(pub.rows.find((r) => r.playerId === String(first))).toMatchObject({ points: 1.2, extras: 0 });
    again.close();
  });

  it('refuses an unknown preset key at the point of entry', () => {
    const s = tournamentStation(join(tempDir(), 'archive.sqlite'));
    expect(s.request('tournament.create', { ...CUP, scoring: 'fiim-v8' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
    s.close();
  });
});

describe('firstNightVictimSeats', () => {
  const e = (event: object) => event as GameEvent;
  it('takes the kills between the first night and the next day, in any ruleset spelling', () => {
    const events = [
      e({ type: 'day-began', lastWords: [] }),
      e({ type: 'player-left', seat: 4, cause: 'voted-out' }),
      e({ type: 'night-fell' }),
      e({ type: 'player-left', seat: 7, cause: 'killed' }),
      e({ type: 'player-eliminated', seat: 2, cause: 'killed' }),
      e({ type: 'day-began', lastWords: [7] }),
      e({ type: 'night-fell' }),
      e({ type: 'player-left', seat: 3, cause: 'killed' }),
    ];
    expect(firstNightVictimSeats(events)).toEqual([7, 2]);
    expect(firstNightVictimSeats([e({ type: 'night-fell' }), e({ type: 'day-began' })])).toEqual([]);
  });

  it('leaves out the putana’s guest, who died with her and was not killed (City, club tryout)', () => {
    const events = [
      e({ type: 'night-fell' }),
      e({ type: 'night-resolved', victims: [2, 8], healed: null, selfHeal: false, withPutana: 2 }),
      e({ type: 'player-left', seat: 2, cause: 'killed' }),
      e({ type: 'player-left', seat: 8, cause: 'killed' }),
      e({ type: 'day-began', lastWords: [2, 8] }),
    ];
    expect(firstNightVictimSeats(events)).toEqual([8]);
  });
});

describe('tournament.first-killed', () => {
  it('names the seats killed on a game’s first night (none in a game won before its first night); an unknown game is not found', () => {
    const s = tournamentStation();
    const { gameId } = ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: TWELVE.slice(0, 6) }));
    playHonestWin(s, gameId);
    expect(s.request('tournament.first-killed', { gameId })).toEqual({ ok: true, value: [] });
    expect(s.request('tournament.first-killed', { gameId: 'no-such-game' })).toEqual({
      ok: false,
      error: { kind: 'not-found', what: 'game' },
    });
    s.close();
  });
});
