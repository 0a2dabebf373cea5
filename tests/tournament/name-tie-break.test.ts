/**
 * Tryout 14: the 'name' tie-break, which decides places in the club evening's and FIIM's presets, compared names by
 * code unit, so an accent or a capital letter moved a player down (Çağla after Zoltán, «anna» after «Ferenc»), and
 * the same tournament exported and imported into an archive that knew «anna» ranked two players the other way round.
 * Names are compared as a reader compares them, on every host alike: case and Latin accents set aside first.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings, presetClubEvening } from '../../shared/tournament/index.ts';
import { game, gp } from './helpers.ts';

/** One game where every player of the list wins with the red team: tied on points, wins and key-role wins. */
function tiedStandings(names: Record<string, string>) {
  const ids = Object.keys(names);
  const games = [
    game(
      'g1',
      ids.map((id, i) => gp(id, i + 1, 'red')),
      'red',
    ),
  ];
  const result = computeStandings(presetClubEvening(), games, { names });
  if (!result.ok) throw new Error(result.error.code);
  return result.value.rows.map((row) => [row.name, row.rank]);
}

describe("the 'name' tie-break", () => {
  it('sets accents aside: Çağla before Jose, Ōno before Tomás, a name with accents beside its plain form', () => {
    expect(
      tiedStandings({
        a: 'Ørjan Ødegård',
        b: 'Renée',
        c: 'Jürgen',
        d: 'José Ângelo',
        e: 'Jose Angelo',
        f: 'Çağla Şen',
        g: 'Tomás',
        h: 'Ōno 大野',
      }),
    ).toEqual([
      ['Çağla Şen', 1],
      ['Jose Angelo', 2],
      ['José Ângelo', 3],
      ['Jürgen', 4],
      ['Ōno 大野', 5],
      ['Renée', 6],
      ['Tomás', 7],
      // Ø is a letter of its own (after Z in the Danish and Norwegian alphabets), not an O with a mark.
      ['Ørjan Ødegård', 8],
    ]);
  });

  it('sets case aside: «anna» before «Ferenc», and the same place whichever case the archive knows her by', () => {
    expect(tiedStandings({ p1: 'Ferenc', p2: 'anna' })).toEqual([
      ['anna', 1],
      ['Ferenc', 2],
    ]);
    expect(tiedStandings({ p1: 'Ferenc', p2: 'Anna' })).toEqual([
      ['Anna', 1],
      ['Ferenc', 2],
    ]);
  });

  it('keeps Russian ё with е, as a reader does', () => {
    expect(tiedStandings({ p1: 'Ёлкин', p2: 'Егоров', p3: 'Жуков' })).toEqual([
      ['Егоров', 1],
      ['Ёлкин', 2],
      ['Жуков', 3],
    ]);
  });
});
