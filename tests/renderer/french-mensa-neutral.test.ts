/**
 * French Mensa called the player behind a role «il» — «il lève la main», «qui meurt avec lui», «s'accuser
 * lui-même», «comme s'il désignait» — whoever sits there, as Portuguese did «ele» (portuguese-mensa-neutral).
 * A text reads the player's gender from the record through its `-female` / `-male` variant (gendered-key.ts);
 * the text read when none is set names no player with a pronoun: «sa main se lève», «meurt en même temps».
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/locales/messages.ts';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import { threeGenders } from '../fixtures/three-genders.ts';

function flat(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
}

/** The new-game form's hints of Mensa's extra roles, which describe whoever is dealt them. */
const MENSA_OPTION_HINTS =
  /^option\.(collaborator|vogon|bodyguard|sarika|protectedCitizen|protectedCitizenPardon-[a-z-]+|grocer|citizenKamikaze|mafiosoKamikaze|kamikaze|lovers)-hint$/;

/** French's impersonal «il» (il reste, il en faut, il fait jour, il n'y a, s'il manque), which names nobody. */
const IMPERSONAL = /\b(il|Il) (reste|ne reste|en faut|fait|n'y a|y a|manque)\b/g;

/** «il», «elle», «lui» and their plurals and -même forms, also elided («s'il»). */
const PRONOUN = /(^|[^a-zà-ÿ])(il|ils|elle|elles|lui)([^a-zà-ÿ]|$)/i;

describe('French Mensa texts call no player «il»', () => {
  const texts = flat(MESSAGES.fr).filter(
    ([key]) => (key.includes('mensa-hungariqa') || MENSA_OPTION_HINTS.test(key)) && !/-(female|male)$/.test(key),
  );

  it('the night script, the console, the refusals, the projector, the role cards and the hints', () => {
    expect(texts.length).toBeGreaterThan(200);
    const wrong = texts
      .filter(([, text]) => PRONOUN.test(text.replace(IMPERSONAL, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('a player with a gender set is still «elle» or «il»; with none, the sentence has no pronoun', () => {
    const { tr, label } = threeGenders('fr');
    const guard = [1, 2, 3].map((seat) =>
      promptText(tr, { key: 'prompt.mensa-hungariqa.watch-bodyguard', params: { seat } } as never, label),
    );
    expect(guard[0]).toMatch(/: elle lève la main/);
    expect(guard[1]).toMatch(/: il lève la main/);
    expect(guard[2]).toBe('Observez le garde du corps, Sasha (3)\u00a0: sa main se lève à un nom (pas le sien).');
    const selfAccused = [1, 2, 3].map((seat) =>
      promptText(tr, { key: 'error.mensa-hungariqa.no-self-accusation', params: { seat } } as never, label),
    );
    expect(selfAccused).toEqual([
      "Anna (1) ne peut pas s'accuser elle-même.",
      "Boris (2) ne peut pas s'accuser lui-même.",
      "Sasha (3)\u00a0: impossible de s'accuser soi-même.",
    ]);
  });
});
