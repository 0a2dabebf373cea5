import { describe, expect, it } from 'vitest';
import type { Station } from '../../electron/station/index.ts';
import { exchangeText } from '../../shared/exchange/index.ts';
import { preset1987, presetByKey, presetFiim } from '../../shared/tournament/index.ts';
import { cupFile } from './exchange-fixtures.ts';
import { ok, tickingStation } from './helpers.ts';

const fresh = tickingStation;

const standingsOf = (s: Station, tournamentId: string) =>
  ok(s.request('tournament.standings', { tournamentId })).rows.map(({ playerId: _, ...row }) => row);

describe('a tournament in the MafiaRatings game JSON (issue 16)', () => {
  it('round-trips: import, export, import into a fresh archive: the same games and the same standings', () => {
    const first = fresh();
    const cup = ok(first.request('tournament.import-ratings-json', { text: exchangeText(cupFile()) }));
    expect(cup.games).toBe(4);
    const exported = ok(first.request('tournament.export-ratings-json', { tournamentId: cup.tournamentId }));
    expect(exported.games).toBe(4);

    const second = fresh();
    const again = ok(second.request('tournament.import-ratings-json', { text: exported.text }));
    const standings = standingsOf(first, cup.tournamentId);
    expect(standings.length).toBe(12);
    expect(standingsOf(second, again.tournamentId)).toEqual(standings);
    // The same games: the fresh archive exports them exactly as the first one did.
    expect(ok(second.request('tournament.export-ratings-json', { tournamentId: again.tournamentId })).text).toBe(
      exported.text,
    );
    // Extra points and best moves came along.
    const detail = ok(second.request('tournament.get', { tournamentId: again.tournamentId }));
    expect(detail.awards).toHaveLength(4);
    expect(standings.some((row) => row.extras === 0.5)).toBe(true);
  });

  it('carries the judges’ verdicts: the same FIIM v7 standings after an import into a fresh archive', () => {
    const first = fresh();
    const scoring = presetByKey('fiim-v7')!.make() as unknown as Record<string, unknown>;
    const cup = ok(first.request('tournament.import-ratings-json', { text: exchangeText(cupFile({ scoring })) }));
    // Round 1: seat 3 made the worst move (no auto-bonus), seat 4 surrendered (−0.5), black lost technically (−0.7).
    const verdict = { gameId: 'cup-r1', worstMoveSeat: 3, surrenderSeat: 4, technicalDefeat: 'black' };
    ok(first.request('tournament.verdict', { tournamentId: cup.tournamentId, ...verdict }));
    const exported = ok(first.request('tournament.export-ratings-json', { tournamentId: cup.tournamentId }));

    const second = fresh();
    const again = ok(second.request('tournament.import-ratings-json', { text: exported.text }));
    expect(ok(second.request('tournament.get', { tournamentId: again.tournamentId })).verdicts).toEqual([verdict]);
    const standings = standingsOf(first, cup.tournamentId);
    expect(standingsOf(second, again.tournamentId)).toEqual(standings);
    expect(ok(second.request('tournament.export-ratings-json', { tournamentId: again.tournamentId })).text).toBe(
      exported.text,
    );
    // And they count there: the technical defeat, the surrender's penalty, no auto-bonus for the worst move.
    const game = ok(second.request('tournament.standings', { tournamentId: again.tournamentId })).games.find(
      (g) => g.gameId === 'cup-r1',
    )!;
    const table = ok(second.request('tournament.get', { tournamentId: again.tournamentId })).seating.find(
      (tb) => tb.gameId === 'cup-r1',
    )!;
    const idAt = (seat: number) => String(table.players.find((p) => p.seat === seat)!.playerId);
    const rules = (seat: number) => game.players.find((p) => p.playerId === idAt(seat))!.lines.map((l) => l.rule);
    expect(game.players.some((p) => p.lines.some((l) => l.rule === 'technical-defeat'))).toBe(true);
    expect(rules(3)).not.toContain('auto-bonus');
    expect(rules(4)).toContain('removal');
  });

  it('refuses bad input with a clear message and writes nothing', () => {
    const station = fresh();
    const before = ok(station.request('game.list', {}));
    const notJson = station.request('tournament.import-ratings-json', { text: '{"format":' });
    expect(notJson).toMatchObject({ ok: false, error: { code: 'exchange.import-not-json' } });
    const file = cupFile();
    // The last game says the other side won: it cannot be replayed, so none of the four is written.
    const last = file.games[3]!;
    last.winner = last.winner === 'civ' ? 'maf' : 'civ';
    const refused = station.request('tournament.import-ratings-json', { text: exchangeText(file) });
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'rule',
        code: 'exchange.import-game-differs',
        params: { game: 'cup-r4', field: 'winner' },
      },
    });
    expect(ok(station.request('tournament.list', {}))).toEqual([]);
    expect(ok(station.request('game.list', {}))).toEqual(before);
  });

  it('refuses a French-deck tournament with a FIIM scoring, and a 1987 game score, as tournament.create would: nothing written', () => {
    // scorefacts: the import took the file's options and scoring as they were, so a French-deck table's options
    // (with FIIM's best move and Ci, which French-deck games cannot pay) made a "City" tournament no table could start.
    const station = fresh();
    const before = ok(station.request('game.list', {}));
    const french = cupFile({ scoring: presetFiim(7) as unknown as Record<string, unknown> });
    french.tournament!.options = { mafiaCount: 3, dealing: 'station' };
    expect(station.request('tournament.import-ratings-json', { text: exchangeText(french) })).toEqual({
      ok: false,
      error: {
        kind: 'rule',
        code: 'exchange.import-options-not-city',
        params: { why: 'options.mafiaCount: Invalid key: Expected never but received "mafiaCount"' },
      },
    });
    // RULES.md §1's game score is the 1987 rulebook's own: no City game gives one (create refuses its preset too).
    const scored = cupFile({ scoring: preset1987() as unknown as Record<string, unknown> });
    expect(station.request('tournament.import-ratings-json', { text: exchangeText(scored) })).toMatchObject({
      ok: false,
      error: { code: 'exchange.import-scoring-not-city' },
    });
    const { basedOn: _pin, ...byHand } = preset1987();
    const typed = cupFile({ scoring: byHand as unknown as Record<string, unknown> });
    expect(station.request('tournament.import-ratings-json', { text: exchangeText(typed) })).toMatchObject({
      ok: false,
      error: { params: { why: expect.stringContaining('scoring.ruleset-has-no-game-score: mode') } },
    });
    expect(ok(station.request('tournament.list', {}))).toEqual([]);
    expect(ok(station.request('game.list', {}))).toEqual(before);
  });

  it('refuses a second import of the same games (their ids are taken), writing nothing', () => {
    const station = fresh();
    const text = exchangeText(cupFile());
    ok(station.request('tournament.import-ratings-json', { text }));
    const twice = station.request('tournament.import-ratings-json', { text });
    expect(twice).toMatchObject({ ok: false, error: { code: 'exchange.import-game-exists', params: {} } });
    expect(ok(station.request('tournament.list', {}))).toHaveLength(1);
  });

  it('says each refusal by a code and its parameters for the console to word (tryfix7: English inside a translated message)', () => {
    const station = fresh();
    const refusalOf = (file: ReturnType<typeof cupFile>) =>
      station.request('tournament.import-ratings-json', { text: exchangeText(file) }) as {
        ok: false;
        error: { code: string; params: Record<string, string | number> };
      };
    const late = cupFile();
    late.tournament!.endsOn = '2000-01-01';
    expect(refusalOf(late).error).toMatchObject({ code: 'exchange.import-ends-before-start', params: {} });
    const crowded = cupFile();
    crowded.games[1]!.round = crowded.games[0]!.round;
    crowded.games[1]!.table = crowded.games[0]!.table;
    const same = refusalOf(crowded).error;
    expect(same).toEqual(
      expect.objectContaining({
        code: 'exchange.import-same-table',
        params: { round: crowded.games[0]!.round!, table: crowded.games[0]!.table! },
      }),
    );
    const far = cupFile();
    far.games[0]!.table = 99;
    expect(refusalOf(far).error).toMatchObject({ code: 'exchange.import-past-tables', params: { table: 99 } });
    const noSettings = cupFile();
    delete noSettings.tournament;
    expect(refusalOf(noSettings).error).toMatchObject({ code: 'exchange.import-no-settings' });
  });

  it('rates the archive: every finished City game counts, club and tournament as chosen', () => {
    const station = fresh();
    ok(station.request('tournament.import-ratings-json', { text: exchangeText(cupFile()) }));
    const both = ok(station.request('ratings.table', { scope: 'both' }));
    expect(both.counted).toHaveLength(4);
    expect(both.players).toHaveLength(12);
    expect(both.players.reduce((n, p) => n + p.games, 0)).toBe(40);
    expect(ok(station.request('ratings.table', { scope: 'club' })).counted).toEqual([]);
  });
});
