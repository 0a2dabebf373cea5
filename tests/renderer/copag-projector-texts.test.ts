/**
 * Issue 15 "Projector", found playing a whole game in the console (tests/e2e/copag-game.spec.ts): the score
 * reads with each language's plural forms ("1 success", not "1 successes"), a character whose ability is used
 * is marked on its seat (public once used: its card is turned face down for all to see, RULES.md §5), and a
 * negative sum reads as a negative amount ("−$1", not "$-1").
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { copagMafia as CM } from '../../shared/engine/rulesets/copag-mafia/index.ts';
import type { GameState } from '../../shared/engine/rulesets/copag-mafia/types.ts';
import type { ProjectorModel } from '../../shared/projector/projector-model.ts';
import type { Translator } from '../../shared/text/translator.ts';
import { copagTableInPlay, endedMission } from '../fixtures/copag-table.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

/** A 5-player table in play: one success (mission 1, $-1 against $-1 after Vincenzo), Enrico's ability used. */
function table(successes: number, sabotages: number): GameState {
  return copagTableInPlay(
    ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva'],
    ['enrico', 'francesca', 'giovanna', 'lorenzo', 'vincenzo'],
    {
      player: (i) => ({ revealed: i === 2 }),
      state: {
        successes,
        sabotages,
        history: [
          endedMission(
            { name: 'Roubo ao banco', value: 1 },
            { number: 1, result: 'success', cards: [{ colour: 'yellow', value: 1 }], sum: -1, shift: -2, target: -1 },
          ),
        ],
      },
    },
  );
}

function model(state: GameState, tr: Translator): ProjectorModel {
  return CM.projector({ ...CM.publicView(state), gameId: 'g' }, tr);
}

describe('copag-mafia: the projector’s texts', () => {
  it('reads the score with the plural forms of the language', () => {
    const en = stationTranslator('en');
    expect(model(table(1, 1), en).panels[0]!.subject).toBe('1 success · 1 sabotage');
    expect(model(table(2, 0), en).panels[0]!.subject).toBe('2 successes · 0 sabotages');
    const ru = stationTranslator('ru');
    expect(model(table(1, 2), ru).panels[0]!.subject).toBe('1 успех · 2 саботажа');
    expect(model(table(5, 0), ru).panels[0]!.subject).toBe('5 успехов · 0 саботажей');
    const pt = stationTranslator('pt');
    expect(model(table(1, 3), pt).panels[0]!.subject).toBe('1 sucesso · 3 sabotagens');
    const fr = stationTranslator('fr');
    expect(model(table(1, 2), fr).panels[0]!.subject).toBe('1 réussite · 2 missions sabotées');
  });

  it('marks a character whose ability is used, on its seat, in every language', () => {
    for (const locale of LOCALES) {
      const tr = stationTranslator(locale);
      const seats = model(table(1, 0), tr).seats;
      const used = tr.t('projector.copag-mafia.ability-used');
      expect(seats[0]!.tags.join(' '), locale).toContain(used);
      expect(seats[1]!.tags.join(' '), locale).not.toContain(used);
    }
  });

  it('shows a revealed police officer on his seat, in every language (the seats draw no role)', () => {
    for (const locale of LOCALES) {
      const tr = stationTranslator(locale);
      const seats = model(table(1, 0), tr).seats;
      const police = tr.t('role.copag-mafia.police');
      expect(seats[2]!.tags, locale).toContain(police);
      expect(
        seats.filter((s) => s.tags.includes(police)).map((s) => s.seat),
        locale,
      ).toEqual([3]);
    }
  });

  it('writes a negative sum as a negative amount', () => {
    const lines = model(table(1, 0), stationTranslator('en')).panels[0]!.lines.join(' ');
    expect(lines).toContain('(−$1 / −$1)');
    expect(lines).not.toContain('$-');
  });

  it("names a mission's characters by their character and seat, not by seat numbers alone", () => {
    const open: GameState = {
      ...table(0, 0),
      missions: [
        {
          number: 2,
          card: { name: 'Invasão da delegacia', recruits: 2, cards: 3, value: 6, colour: 'blue' },
          members: [2, 5],
          short: false,
          placed: [{ by: null, open: null }],
          revealed: null,
        },
        null,
      ],
    };
    for (const locale of LOCALES) {
      const tr = stationTranslator(locale);
      const panel = model(open, tr).panels.find((p) => p.label.includes('Invasão da delegacia'))!;
      const names = [2, 5].map((seat, i) =>
        tr.t('seat.named', { seat, name: tr.t(`character.copag-mafia.${['francesca', 'vincenzo'][i]}`) }),
      );
      // In the language's list style: «、» in Japanese (projector-list-separator.test.ts).
      const seats = names.join(tr.t('seat.separator'));
      expect(panel.lines[0], locale).toBe(tr.t('projector.copag-mafia.members', { seats }));
    }
  });
});
