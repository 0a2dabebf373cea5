// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { GameProtocol, ProtocolSeat } from '../../../shared/print/index.ts';
import { LOCALES } from '../../../shared/locales/locale-list.ts';
import { mountProtocolSheet, printedProtocol, protocolSeat } from './protocol-kit.ts';

// The printed protocol's text, as the print page draws it in English.

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo'];

function seat(n: number, points: number | null): ProtocolSeat {
  const mafia = n >= 7;
  return protocolSeat(n, NAMES[n - 1]!, mafia ? 'mafioso' : 'honest', mafia ? 'mafia' : 'honest', {
    alive: n !== 8,
    points,
    won: !mafia,
  });
}

/** A finished 1987 game: one accusation and vote on day 1, its death; the ruleset's own scores. */
function protocol(overrides: Partial<GameProtocol> = {}): GameProtocol {
  return printedProtocol(
    {
      gameId: 'g-2026-11-22',
      rulesetId: 'davidoff-1987',
      scoring: { kind: 'ruleset' },
      seats: NAMES.map((_, i) => seat(i + 1, i < 6 ? 5 : 0)),
      periods: [
        {
          kind: 'day',
          round: 1,
          entries: [
            { kind: 'nomination', by: 1, seat: 8 },
            {
              kind: 'vote',
              subject: 'accusation',
              seats: [8],
              yes: 6,
              no: 2,
              needed: null,
              voters: null,
              passed: true,
            },
            { kind: 'death', seat: 8, cause: 'executed', by: null, role: null },
          ],
        },
      ],
      result: { winner: 'honest', scores: [5, 5, 5, 5, 5, 5, 0, 0] },
      steps: 12,
    },
    { notes: 'Boris arrived late.\nThe vote on day 1 was counted twice.', undone: 1, ...overrides },
  );
}

const sheet = mountProtocolSheet;

describe('the printed protocol', () => {
  it('writes seats as "name (seat)" and numbers no line, so no list number reads as a seat', () => {
    const wrapper = sheet(protocol());
    const lines = wrapper.findAll('.period li').map((li) => li.text());
    expect(lines[0]).toBe('Anna (1) accuses Hugo (8)');
    expect(lines[2]).toMatch(/^Hugo \(8\) /);
    expect(wrapper.findAll('.period ol')).toHaveLength(0);
  });

  it("words a City Mafia nomination as City's own (its locale files), and the others' as an accusation", () => {
    const first = (p: GameProtocol) => sheet(p).findAll('.period li')[0]!.text();
    expect(first(protocol({ rulesetId: 'city-mafia' }))).toBe('Anna (1) nominates Hugo (8)');
    expect(first(protocol({ rulesetId: 'french-deck' }))).toBe('Anna (1) accuses Hugo (8)');
  });

  it('words a night step whose role has left the table without an empty seat list, in every language (club tryout)', () => {
    // City's maniac out of the game: his step is still called at night, with no seat to name ('Maníaco , alvo').
    const night = protocol({
      rulesetId: 'city-mafia',
      periods: [
        {
          kind: 'night',
          round: 2,
          entries: [
            { kind: 'action', actor: 'maniac', seats: [], target: null, answer: null },
            { kind: 'action', actor: 'doctor', seats: [6], target: 2, answer: null },
          ],
        },
      ],
    });
    for (const locale of LOCALES) {
      const [out, acting] = sheet(night, locale)
        .findAll('.period li')
        .map((li) => li.text());
      expect(out, locale).not.toMatch(/\s,|\s{2}/);
      // Japanese brackets a seat full-width, as every seat (JTF, tests/renderer/japanese-typesetting.test.ts).
      expect(acting, locale).toContain(locale === 'ja' ? '（6）' : '(6)');
    }
  });

  it('gives the date the game was played and the steps as the archive counts them', () => {
    const wrapper = sheet(protocol());
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date('2026-11-22T19:30:00.000Z'),
    );
    expect(wrapper.get('[data-testid="print-date"]').text()).toBe(date);
    expect(wrapper.get('.sheet-head').text()).toContain('12 steps recorded');
  });

  it('has a remarks column where the game took remarks (a 1987 game with the discipline option), and none where not', () => {
    const seats = protocol().seats.map((s) => (s.seat === 4 ? { ...s, remarks: 2 } : s));
    const withRemarks = sheet(protocol({ remarks: true, options: { discipline: true }, seats }));
    expect(withRemarks.findAll('thead th').map((th) => th.text())).toContain('Remarks');
    expect(withRemarks.findAll('tbody tr')[3]!.text()).toContain('2');
    expect(
      sheet(protocol())
        .findAll('thead th')
        .map((th) => th.text()),
    ).not.toContain('Remarks');
  });

  it('writes a seat’s remarks as the game’s total with each round’s count, and says what the column counts (tryout 8)', () => {
    const seats = protocol().seats.map((s) => (s.seat === 4 ? { ...s, remarks: 5, remarksByRound: [4, 1] } : s));
    const wrapper = sheet(protocol({ remarks: true, options: { discipline: true }, seats }));
    expect(wrapper.findAll('[data-testid="print-remarks"]')[3]!.text()).toBe('5 (4 + 1)');
    expect(wrapper.get('[data-testid="print-remarks-note"]').text()).toContain('the total for the game');
    expect(sheet(protocol()).find('[data-testid="print-remarks-note"]').exists()).toBe(false);
  });

  it("prints the moderator's notes, line by line, and leaves the section out when there are none", () => {
    expect(sheet(protocol()).get('[data-testid="print-notes"]').text()).toContain(
      'Boris arrived late.\nThe vote on day 1 was counted twice.',
    );
    expect(
      sheet(protocol({ notes: '' }))
        .find('[data-testid="print-notes"]')
        .exists(),
    ).toBe(false);
  });

  it("says which scoring the points are: the ruleset's own or the tournament's", () => {
    expect(sheet(protocol()).get('[data-testid="print-scoring"]').text()).toContain('Mafia 1987 (Davidoff)');
    const cup = sheet(protocol({ scoring: { kind: 'tournament', tournamentId: 'cup', name: 'Spring Cup' } }));
    expect(cup.get('[data-testid="print-scoring"]').text()).toContain('Spring Cup');
    const none = sheet(
      protocol({
        scoring: null,
        seats: NAMES.map((_, i) => seat(i + 1, null)),
        result: { winner: 'honest', scores: null },
      }),
    );
    expect(none.find('[data-testid="print-scoring"]').exists()).toBe(false);
  });

  it('shows a day with nothing to write, and writes no empty list of hands (tryout 8: «(mains : )»)', () => {
    const quiet = protocol({
      rulesetId: 'french-deck',
      periods: [
        { kind: 'day', round: 1, entries: [] },
        {
          kind: 'day',
          round: 2,
          entries: [
            { kind: 'vote', subject: 'accusation', seats: [8], yes: 0, no: null, needed: 2, voters: [], passed: false },
          ],
        },
      ],
    });
    const wrapper = sheet(quiet, 'fr');
    expect(wrapper.findAll('.period h3').map((h) => h.text())).toEqual(['Jour 1', 'Jour 2']);
    expect(wrapper.get('[data-testid="print-empty-period"]').text()).toBe('Aucune accusation, aucun vote.');
    expect(wrapper.get('.period li').text()).not.toContain('mains');
  });

  it('writes French with its space before a colon and a night’s killing in one word (tryout 8)', () => {
    const seats = protocol().seats.map((s) =>
      s.seat === 1 ? { ...s, alive: false, left: { kind: 'night' as const, round: 5, cause: 'killed' } } : s,
    );
    const wrapper = sheet(protocol({ rulesetId: 'french-deck', seats }), 'fr');
    expect(wrapper.get('.signature').text()).toMatch(/^Signature du meneur\u00a0: _+$/);
    expect(wrapper.findAll('tbody tr')[0]!.text()).toContain('assassinat, Nuit 5');
  });
});
