/**
 * One describer for every ruleset's timeline (issue 14, "one ruleset, one place"): 1987's console had its own
 * event texts, chosen in the renderer by the ruleset's id. Its events now read through the describer every
 * ruleset uses, with the same words; and a game's end reads the winner's sentence of the projector's end
 * screen. Before, the other rulesets' timelines read "Game over: Villager win", "Game over: Red",
 * "Победа: Житель", "Rendőrség nyertek" (a team's singular name in a sentence about the winners).
 */
import { describe, expect, it } from 'vitest';
import { stationTranslator } from '../fixtures/station-translator.ts';
import { eventMessage, type LoggedEvent } from '../../renderer/common/text/event-text.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { RULESET_LIST } from '../../shared/engine/index.ts';
import { winnerLine } from '../../shared/text/ruleset-names.ts';

const seat = (n: number) => `N${n} (${n})`;

/** Every kind of event a 1987 game logs, and the undo markers, as its console read them before (English, Russian). */
const EVENTS_1987: readonly [LoggedEvent, string, string][] = [
  [
    { type: 'game-created', setup: { players: [1, 2, 3, 4, 5, 6, 7] } },
    'Game created with 7 players',
    'Игра создана, игроков: 7',
  ],
  [
    { type: 'accusation-made', accuser: 3, accused: 5 },
    'N3 (3) accused N5 (5)',
    'Обвиняет N3 (3), под обвинением — N5 (5)',
  ],
  [{ type: 'night-proposed', proposer: 4 }, 'N4 (4) proposed night', 'N4 (4) предлагает ночь'],
  [{ type: 'vote-resolved', yes: 4, passed: true }, 'Vote: 4 for, carried', 'Голосование: «за» — 4, принято'],
  [{ type: 'vote-resolved', yes: 1, passed: false }, 'Vote: 1 for, not carried', 'Голосование: «за» — 1, не принято'],
  [
    { type: 'player-eliminated', seat: 2, cause: 'executed' },
    'N2 (2) out (voted out)',
    'N2 (2): вне игры (изгнание голосованием)',
  ],
  [
    { type: 'player-eliminated', seat: 2, cause: 'killed' },
    'N2 (2) out (killed at night)',
    'N2 (2): вне игры (убийство ночью)',
  ],
  [
    { type: 'player-eliminated', seat: 2, cause: 'removed' },
    'N2 (2) out (removed from the game)',
    'N2 (2): вне игры (удаление из игры)',
  ],
  [{ type: 'night-note-recorded', seat: 1, target: 6 }, 'Note of N1 (1): N6 (6)', 'N1 (1) пишет в записке: N6 (6)'],
  [{ type: 'night-resolved', victim: 6 }, 'Notes revealed: N6 (6) killed', 'Записки раскрыты: жертва — N6 (6)'],
  [
    { type: 'night-resolved', victim: null },
    'Notes revealed: they disagree, nobody dies',
    'Записки раскрыты: мафия не сошлась, никто не погиб',
  ],
  [{ type: 'steps-undone', steps: [4, 5] }, 'Undo (step 4, 5)', 'Отмена (шаг 4, 5)'],
  [{ type: 'remark-given', seat: 3 }, 'Remark to N3 (3)', 'Замечание: N3 (3)'],
  [
    { type: 'player-removed', seat: 3, reason: 'peeking', note: null },
    'N3 (3) removed (peeking at night)',
    'N3 (3): удаление (подглядывал ночью)',
  ],
  [
    { type: 'mafia-recorded', seats: [1, 4] },
    'Mafia recorded at sunrise: N1 (1), N4 (4)',
    'Мафия записана на рассвете: N1 (1), N4 (4)',
  ],
  [{ type: 'day-began' }, 'Day began', 'Наступил день'],
];

describe('one describer for every ruleset’s timeline', () => {
  it('reads each of 1987’s events in the words its own console used', () => {
    const [en, ru] = [stationTranslator('en'), stationTranslator('ru')];
    for (const [event, english, russian] of EVENTS_1987) {
      expect(eventMessage(en, 'timeline', 'davidoff-1987', event, seat)).toBe(english);
      expect(eventMessage(ru, 'timeline', 'davidoff-1987', event, seat)).toBe(russian);
    }
  });

  it('ends every ruleset’s game with the end screen’s sentence for its winner, in every language', () => {
    for (const locale of LOCALES) {
      const tr = stationTranslator(locale);
      for (const ruleset of RULESET_LIST) {
        for (const winner of ruleset.winners) {
          const event = { type: 'game-ended', outcome: { winner } };
          const text = eventMessage(tr, 'timeline', ruleset.id, event, seat);
          expect(text, `${locale} ${ruleset.id} ${winner}`).toContain(winnerLine(tr, ruleset.id, winner));
          expect(text, `${locale} ${ruleset.id} ${winner}`).not.toMatch(/[{}]|team\./);
        }
      }
    }
  });
});
