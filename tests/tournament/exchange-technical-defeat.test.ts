import { describe, expect, it } from 'vitest';
import { exportedFiimGame } from '../fixtures/fiim-exchange-games.ts';
import { exchangeText, parseExchangeText, rebuildGame, verdictOf, type MrGame } from '../../shared/exchange/index.ts';

/** A game's verdicts, as the tournament keeps them. */
type ExchangeVerdict = NonNullable<ReturnType<typeof verdictOf>>;

/**
 * A team's technical defeat is its loss (tryfix9, scoredWinner). MafiaRatings records one as its "teamKickOut": the
 * player the judge removed "and their team lost because of that", the game won by the other side. Tryout 11: the
 * export wrote the table's winner and our own `technicalDefeat` field, so MafiaRatings read the defeated side's win.
 */

/** The verdict of a technical defeat alone. */
const defeatOf = (team: string): ExchangeVerdict => ({
  worstMoveSeat: null,
  surrenderSeat: null,
  technicalDefeat: team,
});

/** A FIIM ten-seat City game played to its end by the engine's random policy, exported with a verdict. */
function exported(seed: number, verdict?: ExchangeVerdict): MrGame {
  const game = exportedFiimGame(seed, verdict ? { verdict } : {});
  if (!game) throw new Error(`game ${seed} was not exported`);
  return game;
}

/** The game as a file's text gives it back. */
function throughText(game: MrGame): MrGame {
  const parsed = parseExchangeText(exchangeText({ format: 'mafiaratings/games', version: 1, games: [game] }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.refusal));
  return parsed.value.games[0]!;
}

describe('a technical defeat in the MafiaRatings game JSON is what MafiaRatings records', () => {
  it('black won at the table and lost technically: red wins, the black player the judge removed is "teamKickOut"', () => {
    // Seed 38: the mafia win; the judge removed seat 5, a mafioso.
    const table = exported(38);
    expect(table.winner).toBe('maf');
    expect(table.players[4]).toMatchObject({ role: 'maf', death: { type: 'kickOut' } });

    const game = exported(38, defeatOf('black'));
    expect(game.winner).toBe('civ');
    expect(game.players[4]!.death).toMatchObject({ type: 'teamKickOut' });
    expect(game.technicalDefeat).toBeUndefined();
    // Nothing else moves: the same record but for the winner and that death.
    const { winner: _w, players, ...rest } = game;
    const { winner: _t, players: tablePlayers, ...tableRest } = table;
    expect(rest).toEqual(tableRest);
    expect(players.map((p, i) => (i === 4 ? { ...p, death: { ...p.death!, type: 'kickOut' } } : p))).toEqual(
      tablePlayers,
    );

    // Read back: the same verdict, and the same game replayed.
    const again = throughText(game);
    expect(verdictOf(again)).toEqual(defeatOf('black'));
    expect(rebuildGame(again).ok).toBe(true);
  });

  it('red lost technically: black wins, the red player the judge removed is "teamKickOut"', () => {
    // Seed 14: the town wins; the judge removed seat 5, a civilian.
    expect(exported(14).winner).toBe('civ');
    const game = exported(14, defeatOf('red'));
    expect(game.winner).toBe('maf');
    expect(game.players[4]!.death).toMatchObject({ type: 'teamKickOut' });
    const again = throughText(game);
    expect(verdictOf(again)).toEqual(defeatOf('red'));
    expect(rebuildGame(again).ok).toBe(true);
  });

  it('a defeat with no removal of that side still gives the other side the win; only then our field names the side', () => {
    // Seed 3: the mafia win; nobody was removed.
    const game = exported(3, defeatOf('black'));
    expect(game.winner).toBe('civ');
    expect(game.players.some((p) => p.death?.type === 'teamKickOut')).toBe(false);
    expect(game.technicalDefeat).toBe('maf');
    const again = throughText(game);
    expect(verdictOf(again)).toEqual(defeatOf('black'));
    expect(rebuildGame(again).ok).toBe(true);
  });

  it('a defeat of the side that lost at the table keeps the winner, and is read back', () => {
    // Seed 38 again: red lost at the table; nobody of red was removed, so our field names the side.
    const game = exported(38, defeatOf('red'));
    expect(game.winner).toBe('maf');
    expect(game.players[4]!.death).toMatchObject({ type: 'kickOut' });
    expect(game.technicalDefeat).toBe('civ');
    expect(verdictOf(throughText(game))).toEqual(defeatOf('red'));
    expect(rebuildGame(throughText(game)).ok).toBe(true);
  });

  it('still refuses a winner that neither the table nor a technical defeat explains', () => {
    const game = exported(3);
    const flipped = { ...game, winner: game.winner === 'civ' ? ('maf' as const) : ('civ' as const) };
    expect(rebuildGame(throughText(flipped))).toMatchObject({
      ok: false,
      refusal: { code: 'import-game-differs', params: { field: 'winner' } },
    });
  });
});
