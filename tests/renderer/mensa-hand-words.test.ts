/**
 * RULES.md §3: at the night's reading the mafiosi, the bodyguard and Aunt Sárika each raise a hand at one name; the
 * rules count the bodyguard's as his pick of whom to guard, Sárika's as a guard's or a mafia vote, and only the
 * mafia's as votes. The station records the gesture the moderator sees, a `hand` of a seat ('hand-raised'), and the
 * seat's role says what it counts as (decide-night.ts, reading.ts). Tryout 11 found the bodyguard's pick read as a
 * vote: the form that records a hand (the console's, and the archive's correction of a step) labelled its seat
 * "Voter" / «Szavazó». Wherever the moderator or the archivist reads a hand, it reads as a hand raised by a seat, and
 * the protocol names the bodyguard's as the bodyguard's.
 */
import { describe, expect, it } from 'vitest';
import { mensaHungariqaProtocol } from '../../shared/engine/rulesets/mensa-hungariqa/describe.ts';
import type { GameEvent, GameState } from '../../shared/engine/rulesets/mensa-hungariqa/types.ts';
import { rulesetWord } from '../../shared/text/ruleset-words.ts';
import { eventMessage } from '../../renderer/common/text/event-text.ts';
import { LOCALES, type Locale } from '../../shared/locales/locale-list.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

/** Each language's word for a vote. */
const VOTE: Readonly<Record<Locale, RegExp>> = {
  en: /vot/i,
  hu: /szavaz/i,
  fr: /vot/i,
  pt: /vot|eleitor/i,
  ru: /голос/i,
  ja: /投票/,
};

const label = (seat: number) => `Hajnalka (${seat})`;

describe('a hand raised at the reading of the names (tryout 11: the bodyguard’s pick read as a vote)', () => {
  it.each(LOCALES)('%s: the form that records a hand labels its seat as whose hand it is, not as a voter', (locale) => {
    const word = rulesetWord(stationTranslator(locale), 'mensa-hungariqa', 'field', 'voter');
    expect(word).not.toBe('voter');
    expect(word).not.toMatch(VOTE[locale]);
  });

  it.each(LOCALES)('%s: the timeline tells a hand raised at a name, not a vote', (locale) => {
    const event = { type: 'hand-raised', voter: 8, target: 1 };
    const text = eventMessage(stationTranslator(locale), 'timeline', 'mensa-hungariqa', event, label);
    expect(text).toContain('Hajnalka (8)');
    expect(text).not.toMatch(VOTE[locale]);
  });

  it('the protocol names the bodyguard’s hand as the bodyguard’s, and a mafioso’s as the mafia’s', () => {
    const before = {
      players: [
        { seat: 1, role: 'citizen', alive: true },
        { seat: 7, role: 'mafioso', alive: true },
        { seat: 8, role: 'bodyguard', alive: true },
      ],
    } as unknown as GameState;
    const hand = (voter: number): GameEvent => ({ type: 'hand-raised', voter, target: 1 });
    expect(mensaHungariqaProtocol.describe(hand(8), before, before)).toEqual([
      { kind: 'action', actor: 'bodyguard', seats: [8], target: 1, answer: null },
    ]);
    expect(mensaHungariqaProtocol.describe(hand(7), before, before)[0]).toMatchObject({ actor: 'mafia' });
  });
});
