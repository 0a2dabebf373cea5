/**
 * Issue 12 §3 "Every player is he": where a language forces a gender (French participles, Russian past
 * tenses), a text uses the player's gender from the record, and a neutral phrasing when none is set.
 */
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import { seatLabeller } from '../../shared/projector/seat-text.ts';
import type { Announcement, SeatGenders } from '../../shared/engine/index.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const PLAYERS = [
  { seat: 1, name: 'Anna' },
  { seat: 2, name: 'Boris' },
  { seat: 3, name: 'Sasha' },
];
const GENDERS: SeatGenders = ['female', 'male', null];

/** An announcement about each seat, in a language, labelled with the table's genders. */
function aboutEach(
  locale: 'fr' | 'ru' | 'en',
  rulesetId: 'davidoff-1987' | 'mensa-hungariqa' | 'city-mafia' | 'french-deck',
  a: Omit<Announcement, 'seat'>,
): string[] {
  const tr = stationTranslator(locale);
  const label = seatLabeller(tr, PLAYERS, GENDERS);
  return [1, 2, 3].map((seat) => announcementText(tr, rulesetId, { ...a, seat } as unknown as Announcement, label));
}

describe('gendered texts in French', () => {
  it('"killed in the night": tuée for her, tué for him, a neutral sentence with no gender set', () => {
    expect(aboutEach('fr', 'davidoff-1987', { kind: 'killed' } as never)).toEqual([
      'Anna (1) a été tuée pendant la nuit.',
      'Boris (2) a été tué pendant la nuit.',
      'Victime de la nuit : Sasha (3).',
    ]);
  });

  it("voted out, and the French deck's removal: éliminée / éliminé, exclue / exclu, neutral unset", () => {
    expect(aboutEach('fr', 'davidoff-1987', { kind: 'executed' } as never)).toEqual([
      'Anna (1) est éliminée par le vote.',
      'Boris (2) est éliminé par le vote.',
      'Le vote élimine Sasha (3).',
    ]);
    const removed = aboutEach('fr', 'french-deck', { kind: 'removed', reason: 'peeking' } as never);
    expect(removed[0]).toMatch(/^Anna \(1\) est exclue de la partie/);
    expect(removed[1]).toMatch(/^Boris \(2\) est exclu de la partie/);
    expect(removed[2]).toMatch(/^Exclusion de la partie : Sasha \(3\)/);
  });

  it('without any genders (a label that knows none), every text is the neutral one', () => {
    const tr = stationTranslator('fr');
    const label = seatLabeller(tr, PLAYERS);
    expect(announcementText(tr, 'davidoff-1987', { kind: 'killed', seat: 1 } as unknown as Announcement, label)).toBe(
      'Victime de la nuit : Anna (1).',
    );
  });
});

describe('gendered texts in Russian', () => {
  it('«убита» for her, «убит» for him, and no past tense with no gender set', () => {
    expect(aboutEach('ru', 'davidoff-1987', { kind: 'killed' } as never)).toEqual([
      'Anna (1) убита этой ночью.',
      'Boris (2) убит этой ночью.',
      'Жертва этой ночи: Sasha (3).',
    ]);
  });

  it('Mensa: «приговорена … её милует» / «приговорён … его милует», neutral unset; the kamikaze «с ней» / «с ним»', () => {
    expect(aboutEach('ru', 'mensa-hungariqa', { kind: 'pardoned' } as never)).toEqual([
      'Anna (1) приговорена, и ведущий её милует.',
      'Boris (2) приговорён, и ведущий его милует.',
      'Sasha (3): приговор — и ведущий дарует помилование.',
    ]);
    expect(aboutEach('ru', 'mensa-hungariqa', { kind: 'kamikaze-to-name' } as never)).toEqual([
      'Anna (1) называет, кто умрёт вместе с ней.',
      'Boris (2) называет, кто умрёт вместе с ним.',
      'Sasha (3) называет, кто умрёт следом.',
    ]);
  });

  it('a refusal worded for the player: «поднимала / поднимал руку», neutral unset', () => {
    const tr = stationTranslator('ru');
    const label = seatLabeller(tr, PLAYERS, GENDERS);
    const refusal = (seat: number) =>
      promptText(tr, { key: 'error.mensa-hungariqa.one-name-only', params: { seat } } as never, label);
    expect(refusal(1)).toBe('Anna (1) этой ночью уже поднимала руку на одном имени.');
    expect(refusal(2)).toBe('Boris (2) этой ночью уже поднимал руку на одном имени.');
    expect(refusal(3)).toBe('Sasha (3): рука этой ночью уже поднималась на одном имени.');
  });
});

describe('English', () => {
  it('"his" only for a man, "her" for a woman, neutral otherwise', () => {
    expect(aboutEach('en', 'mensa-hungariqa', { kind: 'kamikaze-to-name' } as never)).toEqual([
      'Anna (1) names who dies with her.',
      'Boris (2) names who dies with him.',
      'Sasha (3) names who dies along.',
    ]);
  });

  it("Mensa's night card: the bodyguard, Aunt Sárika and the vogon are she, he or neither by the seat's record", () => {
    // Club tryout: "Watch the bodyguard (Erin (5)): he raises his hand" for every player.
    const tr = stationTranslator('en');
    const label = seatLabeller(tr, PLAYERS, GENDERS);
    const card = (step: string) =>
      [1, 2, 3].map((seat) =>
        promptText(tr, { key: `prompt.mensa-hungariqa.${step}`, params: { seat } } as never, label),
      );
    expect(card('watch-bodyguard')).toEqual([
      'Watch the bodyguard, Anna (1): she raises her hand at one name (not her own).',
      'Watch the bodyguard, Boris (2): he raises his hand at one name (not his own).',
      'Watch the bodyguard, Sasha (3): one hand goes up, at one name (not the bodyguard’s own).',
    ]);
    expect(card('watch-vogon')).toEqual([
      'Watch the vogon, Anna (1): she may open her eyes at one name.',
      'Watch the vogon, Boris (2): he may open his eyes at one name.',
      'Watch the vogon, Sasha (3): eyes may open at one name.',
    ]);
    expect(card('watch-sarika')[1]).toBe('Watch Aunt Sárika, Boris (2): he raises his hand at one name.');
    expect(card('watch-sarika')[2]).toBe('Watch Aunt Sárika, Sasha (3): one hand goes up, at one name.');
  });
});
