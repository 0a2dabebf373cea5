/** The English texts cover every message key the ruleset can emit (shared/locales/rulesets/mensa-hungariqa.en.json). */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../shared/engine/index.ts';
import { seededPick } from '../../../shared/engine/simulate/random-game.ts';
import { ROLES } from '../../../shared/engine/rulesets/mensa-hungariqa/setup.ts';
import { MENSA, playerNames, type Game, type MensaHungariqaOptions } from './helpers.ts';
import { englishTexts, playedOut, sourceErrorCodes } from '../engine-kit.ts';
import { EVERY_EXTRA_ROLE } from '../../fixtures/mensa-roles.ts';

const { tree: LOCALE, message: lookup } = englishTexts('mensa-hungariqa');

/** Whether the English texts have a message (a string, not a group of them) at a dotted key. */
function hasMessage(key: string): boolean {
  return typeof lookup(key) === 'string';
}

describe('locale: every prompt and every rule error has an English text', () => {
  it('prompts seen in random games with every option', () => {
    const seen = new Set<string>();
    const all: Partial<MensaHungariqaOptions> = { ...EVERY_EXTRA_ROLE, discipline: true };
    for (let seed = 0; seed < 120; seed++) {
      const n = 12 + (seed % 5);
      const options = {
        ...MENSA.defaultOptions(n),
        ...(seed % 2 ? all : {}),
        dealing: seed % 3 === 0 ? ('physical' as const) : ('station' as const),
      };
      const created = createGame({ rulesetId: 'mensa-hungariqa', players: playerNames(n), options });
      if (!created.ok) throw new Error(created.error.code);
      const policy = seed % 4 === 1 ? 'randomLynch' : 'random';
      for (const game of playedOut(created.value as Game, seededPick(seed), policy, 3000))
        for (const p of MENSA.prompts(game.state)) seen.add(p.key);
    }
    expect(seen.size).toBeGreaterThan(40);
    for (const key of seen) expect(hasMessage(key), key).toBe(true);
  });

  it("every rule error code in the ruleset's source", () => {
    const codes = sourceErrorCodes('mensa-hungariqa');
    expect(codes.size).toBeGreaterThan(30);
    for (const code of codes) expect(hasMessage(`error.mensa-hungariqa.${code}`), code).toBe(true);
  });

  it("every role, team and phase has a name; no text uses vue-i18n's special characters by accident", () => {
    for (const role of [...ROLES, 'kamikaze', 'lover']) {
      expect(typeof lookup(`role.mensa-hungariqa.${role}`)).toBe('string');
    }
    for (const phase of ['setup', 'night-zero', 'day', 'night', 'ended'])
      expect(typeof lookup(`phase.mensa-hungariqa.${phase}`)).toBe('string');
    // The announcement kinds this ruleset adds to the shared ones (game-started, day-began, killed, …).
    for (const kind of [
      'support-result',
      'last-word',
      'execution-result',
      'pardoned',
      'kamikaze-to-name',
      'took-along',
      'died',
      'grocer-died',
      'endgame-began',
    ]) {
      expect(typeof lookup(`announcement.${kind}`)).toBe('string');
    }
    for (const team of ['citizens', 'mafia']) expect(lookup(`team.mensa-hungariqa.${team}`)).toBeTruthy();
    expect(JSON.stringify(LOCALE)).not.toMatch(/[|@$]/);
  });
});
