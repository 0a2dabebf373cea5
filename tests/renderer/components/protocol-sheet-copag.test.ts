// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../../renderer/common/i18n.ts';
import { LOCALES } from '../../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import type { GameProtocol } from '../../../shared/print/index.ts';
import { mountProtocolSheet, printedProtocol, protocolSeat } from './protocol-kit.ts';

// Issue 15 "Archive, record, print": Copag's protocol as the print page draws it. Copag has no moderator and
// no days (RULES.md §5: rounds of turns, a table companion run by a player), and its sums are amounts of money.

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva'];

function protocol(): GameProtocol {
  return printedProtocol({
    gameId: 'g-copag',
    rulesetId: 'copag-mafia',
    scoring: null,
    seats: NAMES.map((name, i) =>
      protocolSeat(i + 1, name, i < 2 ? 'police' : 'mafioso', i < 2 ? 'police' : 'mafia', { won: i >= 2 }),
    ),
    periods: [
      {
        kind: 'day',
        round: 2,
        entries: [
          {
            kind: 'mission',
            number: 1,
            name: 'Roubo ao banco',
            colour: 'blue',
            value: 1,
            seats: [1, 2],
            cards: [{ colour: 'yellow', value: 1 }],
            sum: -1,
            target: -1,
            shift: -2,
            result: 'success',
            by: null,
          },
        ],
      },
    ],
    result: { winner: 'mafia', scores: null },
    steps: 40,
  });
}

function sheet(locale: (typeof LOCALES)[number] = 'en', extra: Partial<GameProtocol> = {}) {
  return mountProtocolSheet({ ...protocol(), ...extra }, locale);
}

describe('print: a copag-mafia protocol', () => {
  it('has no "left the game" column where nobody leaves the game (tryout 6: «ainda no jogo» in every row)', () => {
    const headings = (wrapper: ReturnType<typeof sheet>) => wrapper.findAll('thead th').map((th) => th.text());
    expect(headings(sheet('pt'))).toContain('Saída do jogo');
    const none = sheet('pt', { nobodyLeaves: true });
    expect(headings(none)).not.toContain('Saída do jogo');
    expect(none.text()).not.toContain('ainda no jogo');
    expect(none.get('tbody tr').findAll('td')).toHaveLength(headings(none).length);
  });

  it('heads its periods by rounds, never days', () => {
    const text = sheet().text();
    expect(text).toContain('Round 2');
    expect(text).not.toContain('Day 2');
  });

  it('says of a round with no mission that left the table just that, never «no accusation, no vote» (tryout9)', () => {
    const quiet = { periods: [{ kind: 'day' as const, round: 1, entries: [] }, ...protocol().periods] };
    for (const locale of LOCALES) {
      const empty = sheet(locale, quiet).get('[data-testid="print-empty-period"]').text();
      const cityWords = createStationI18n(locale, MESSAGES).global.t('print.protocol.empty-day');
      expect(empty, locale).not.toBe(cityWords);
      expect(empty, locale).not.toBe('print.own.copag-mafia.empty-day');
    }
    expect(sheet('pt', quiet).get('[data-testid="print-empty-period"]').text()).toBe(
      'Nenhuma missão terminou nem foi abortada nesta rodada.',
    );
  });

  it('asks no moderator to sign: the players sign, in every language', () => {
    for (const locale of LOCALES) {
      const text = sheet(locale).get('.signature').text();
      const moderator = createStationI18n(locale, MESSAGES).global.t('print.protocol.signatures');
      expect(text, locale).not.toContain(moderator);
    }
  });

  it('writes a negative sum as a negative amount', () => {
    const text = sheet().text();
    expect(text).toContain('= −$1 for −$1');
    expect(text).not.toContain('$-');
  });
});
