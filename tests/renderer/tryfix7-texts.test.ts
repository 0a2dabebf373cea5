/**
 * Tryfix 7 (tryout 8 and tryfix 6's leftovers): Mensa's night lines put a name in brackets inside brackets
 * («Watch the bodyguard (Anna (1))»), as did the French deck's angel, and Mensa's mafia lines named the mafia
 * by seat number only («Watch the mafia 3, 4: still to vote 4») where every other line names the player.
 */
import { describe, expect, it } from 'vitest';
import { paramText, promptText } from '../../renderer/common/text/prompt-text.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';
import type { Prompt } from '../../shared/engine/index.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const NAMES = ['Anna', 'Boris', 'Csilla', 'Dániel', 'Eszter', 'Ferenc'];
const label = (seat: number) => `${NAMES[seat - 1]} (${seat})`;
/** A bracket opened inside another, in either width: «(Anna (1))», «（Anna（1））». */
const NESTED = /[(（][^()（）]*[(（][^()（）]*[)）][^()（）]*[)）]/;
/** What the engine's Mensa prompts and refusals pass: seats, lists of seats, counts. */
const PARAMS = { seat: 1, seats: '3, 4', waiting: '4', winners: '1, 2', protected: 4, threshold: 2, here: 0 };

/** Every message under a key of one language's tree, with its key. */
function messagesUnder(tree: unknown, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => messagesUnder(value, `${path}.${key}`));
  return [];
}

function subtree(locale: string, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], MESSAGES[locale as never]);
}

describe('names are not put in brackets inside brackets', () => {
  it.each(LOCALES)('%s: no Mensa line, Mensa refusal or French-deck angel line nests a player’s bracket', (locale) => {
    const tr = stationTranslator(locale);
    const nested: string[] = [];
    for (const root of ['prompt.mensa-hungariqa', 'prompt.french-deck.night.angel']) {
      for (const [key] of messagesUnder(subtree(locale, root), root)) {
        const text = promptText(tr, { key, params: PARAMS, commands: [] } as unknown as Prompt, label);
        if (NESTED.test(text)) nested.push(`${key}: ${text}`);
      }
    }
    for (const [key] of messagesUnder(subtree(locale, 'error.mensa-hungariqa'), 'error.mensa-hungariqa')) {
      const text = tr.t(key, paramText(tr, PARAMS, label, 'mensa-hungariqa'));
      if (NESTED.test(text)) nested.push(`${key}: ${text}`);
    }
    expect(nested).toEqual([]);
  });

  it('the English and Portuguese night lines and the angel name the player after the role', () => {
    const say = (locale: 'en' | 'pt', key: string) =>
      promptText(stationTranslator(locale), { key, params: { seat: 2 }, commands: [] } as unknown as Prompt, label);
    expect(say('en', 'prompt.mensa-hungariqa.watch-bodyguard-done')).toBe(
      'The bodyguard, Boris (2), has picked whom to guard tonight.',
    );
    expect(say('pt', 'prompt.mensa-hungariqa.watch-bodyguard-done')).toBe(
      'O guarda-costas, Boris (2), já escolheu quem proteger esta noite.',
    );
    expect(say('en', 'prompt.mensa-hungariqa.inspector')).toContain('The inspector is Boris (2).');
    expect(say('en', 'prompt.french-deck.night.angel')).toBe(
      'Guardian angel, wake up and point at a player. The angel is Boris (2): record whom the angel points at.',
    );
  });
});

describe("Mensa's mafia lines name the players, as the other lines do", () => {
  it('the mafia watched at night, those still to vote, the protected mafioso and the winners are «Name (seat)»', () => {
    const tr = stationTranslator('en');
    const say = (key: string, params: Record<string, string | number>) =>
      promptText(tr, { key: `prompt.mensa-hungariqa.${key}`, params, commands: [] } as unknown as Prompt, label);
    expect(say('watch-mafia', { seats: '3, 4', waiting: '4', threshold: 2, here: 0 })).toBe(
      'Watch the mafia: Csilla (3), Dániel (4). Still to vote: Dániel (4). Hands needed at one name: 2; at this name so far: 0.',
    );
    expect(say('intro-mafia', { seats: '3, 4', protected: 4 })).toContain(
      'The mafia are Csilla (3), Dániel (4); the protected mafioso is Dániel (4).',
    );
    expect(say('ended-mafia', { winner: 'mafia', winners: '3, 4' })).toContain('Winners: Csilla (3), Dániel (4).');
  });
});
