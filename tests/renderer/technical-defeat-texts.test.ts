/**
 * Session 22's gap: a game the judge ended by a team's technical defeat read «Game over. The reds win» in the
 * timeline and the room's news, as if the table had won it. Both now say that the judge gave the named side a
 * technical defeat, then who won, in the six languages, each its own words.
 */
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { projectorModel } from '../../renderer/projector/model/index.ts';
import { eventMessage } from '../../renderer/common/text/event-text.ts';
import { publicView, type Announcement, type LoggedEvent } from '../../shared/engine/index.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { teamName, winnerLine } from '../../shared/text/ruleset-names.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';
import { dayOne, run, step } from '../engine/city-mafia/helpers.ts';

const label = (seat: number) => `P${seat} (${seat})`;
const told = { type: 'technical-defeat', defeated: 'black', outcome: { winner: 'red', scores: null } };
const news = { kind: 'technical-defeat', defeated: 'black' } as unknown as Announcement;

describe('a technical defeat is told as such, naming the defeated side', () => {
  it('in English: the timeline and the room’s news', () => {
    const en = stationTranslator('en');
    expect(eventMessage(en, 'timeline', 'city-mafia', told as LoggedEvent, label)).toBe(
      "Game over by a technical defeat (the judge's decision): the black team. The reds win",
    );
    expect(announcementText(en, 'city-mafia', news, label)).toBe(
      "Technical defeat (the judge's decision): the black team.",
    );
  });

  it('in every language, its own words: the defeated side and the winner named, no key or id left', () => {
    const timelines = new Set<string>();
    const announced = new Set<string>();
    for (const locale of LOCALES) {
      const tr = stationTranslator(locale);
      const line = eventMessage(tr, 'timeline', 'city-mafia', told as LoggedEvent, label)!;
      expect(line, locale).toContain(teamName(tr, 'city-mafia', 'black', 'plural'));
      expect(line, locale).toContain(winnerLine(tr, 'city-mafia', 'red'));
      const room = announcementText(tr, 'city-mafia', news, label);
      expect(room, locale).toContain(teamName(tr, 'city-mafia', 'black', 'plural'));
      for (const text of [line, room]) expect(text, locale).not.toMatch(/\{|technical-defeat|\bblack\b(?! team)/);
      timelines.add(line);
      announced.add(room);
    }
    expect(timelines.size).toBe(LOCALES.length);
    expect(announced.size).toBe(LOCALES.length);
  });
});

describe("the projector's end screen says why the game ended, under the winner", () => {
  const removed = (seat: number) => ({ type: 'remove' as const, seat, reason: 'other' as const, note: null });
  const en = stationTranslator('en');
  const screen = (game: ReturnType<typeof dayOne>) => projectorModel(publicView(game.state, 'g'), en).result;

  it('a technical defeat: the judge’s verdict, the side named; a game the table won: no such line', () => {
    const judged = step(run(dayOne('MDSCCCMCCC'), removed(7)), { type: 'technical-defeat', team: 'black' });
    expect(screen(judged)).toMatchObject({
      winner: 'The reds win',
      reason: "Technical defeat (the judge's decision): the black team.",
    });
    const won = run(dayOne('MDSCCCMCCC'), removed(1), removed(2), removed(7));
    expect(screen(won)?.winner).toBe('The reds win');
    expect(screen(won)?.reason).toBeUndefined();
    expect(screen(dayOne('MDSCCCMCCC'))).toBeNull();
  });
});
