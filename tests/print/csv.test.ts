import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  playerStatisticsCsv,
  standingsCsv,
  toCsv,
  UTF8_BOM,
  type PrintableStandings,
} from '../../shared/print/index.ts';

/** A small RFC 4180 reader, to check that what we write reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('CSV (RFC 4180, UTF-8 with BOM, formula-safe)', () => {
  it('starts with the BOM and ends every line with CRLF', () => {
    const csv = toCsv(['a', 'b'], [[1, 'x']]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('a,b\r\n1,x\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('defuses formulas: a text starting with = + - @ (or tab, CR) gets an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    // A number is data, never a formula: negative points stay numbers.
    expect(csvCell(-0.5)).toBe('-0.5');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps Unicode names as they are', () => {
    expect(toCsv(['name'], [['Sárika Nénike'], ['Дмитрий'], ['田中']])).toBe(
      `${UTF8_BOM}name\r\nSárika Nénike\r\nДмитрий\r\n田中\r\n`,
    );
  });

  it('property: any table reads back cell for cell (formula texts with their apostrophe)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 6 }), (rows) => {
        const read = parseCsv(toCsv(['a', 'b'], rows).slice(1));
        expect(read).toEqual([['a', 'b'], ...rows.map((r) => r.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)))]);
      }),
    );
  });

  it('standings: rank, name, total and the extra columns in order', () => {
    const standings: PrintableStandings = {
      title: 'Spring cup',
      subtitle: null,
      columns: [
        { key: 'wins', label: 'Wins' },
        { key: 'penalty', label: 'Penalty' },
      ],
      rows: [
        { rank: 1, name: 'Anna', total: 3.25, values: { wins: 3, penalty: 0 } },
        { rank: 2, name: '=cmd', total: -0.5, values: { wins: 0 } },
      ],
    };
    expect(standingsCsv(standings, { rank: 'Rank', name: 'Player', total: 'Points' }).slice(1)).toBe(
      "Rank,Player,Points,Wins,Penalty\r\n1,Anna,3.25,3,0\r\n2,'=cmd,-0.5,0,\r\n",
    );
  });

  it('player statistics: the given columns, an empty cell for a missing figure', () => {
    const csv = playerStatisticsCsv(
      [
        { key: 'name', label: 'Player' },
        { key: 'games', label: 'Games' },
        { key: 'wins', label: 'Wins' },
      ],
      [
        { name: 'Boris', games: 12, wins: 5 },
        { name: 'Clara, Jr.', games: 1 },
      ],
    );
    expect(csv.slice(1)).toBe('Player,Games,Wins\r\nBoris,12,5\r\n"Clara, Jr.",1,\r\n');
  });
});

describe('player statistics from the archive as CSV', () => {
  it('one line per player with games, wins, win rate, remarks and removals', async () => {
    const { playerStatsCsv } = await import('../../shared/print/index.ts');
    const stats = (name: string, finished: number, wins: number) => ({
      player: { playerId: 1, name, gamesPlayed: finished + 1, lastPlayed: null },
      gamesPlayed: finished + 1,
      gamesFinished: finished,
      wins,
      byTeam: [],
      byRole: [],
      remarks: 2,
      removals: 0,
      results: [],
    });
    const csv = playerStatsCsv([stats('Anna', 3, 2), stats('@Boris', 0, 0)], {
      name: 'Player',
      gamesPlayed: 'Games',
      gamesFinished: 'Finished',
      wins: 'Wins',
      winRate: 'Win rate',
      remarks: 'Remarks',
      removals: 'Removals',
    });
    expect(csv.slice(1)).toBe(
      "Player,Games,Finished,Wins,Win rate,Remarks,Removals\r\nAnna,4,3,2,0.667,2,0\r\n'@Boris,1,0,0,,2,0\r\n",
    );
  });
});
