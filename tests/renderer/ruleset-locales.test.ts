/**
 * A ruleset's texts live in its own locale files (shared/locales/rulesets/<id>.<lang>.json), wired in one
 * place (shared/locales/messages.ts): every ruleset of the registry is named, summed up, and has a name for
 * each of its teams and of each role it deals, in every language.
 */
import { describe, expect, it } from 'vitest';
import { RULESET_LIST } from '../../shared/engine/index.ts';
import { roleName, teamName } from '../../shared/text/ruleset-names.ts';
import type { Translator } from '../../shared/text/translator.ts';
import { flattenMessages } from '../../shared/locales/key-diff.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';

/** A translator that reports the keys it was asked for and does not find. */
function checkingTranslator(messages: Map<string, string>, missing: string[]): Translator {
  return {
    t: (key) => {
      if (!messages.has(key)) missing.push(key);
      return messages.get(key) ?? key;
    },
    te: (key) => messages.has(key),
  };
}

describe('every registered ruleset speaks every language', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the ruleset's name, summary, teams and roles`, () => {
      const messages = flattenMessages(MESSAGES[locale]);
      const missing: string[] = [];
      const tr = checkingTranslator(messages, missing);
      for (const ruleset of RULESET_LIST) {
        tr.t(`ruleset.${ruleset.id}`);
        tr.t(`ruleset.${ruleset.id}-summary`);
        for (const team of ruleset.teams) teamName(tr, ruleset.id, team, 'title');
        const players = Array.from({ length: ruleset.maxPlayers }, (_, i) => `Seat ${i + 1}`);
        const state = ruleset.initialState({
          rulesetId: ruleset.id,
          players,
          options: ruleset.defaultOptions(players.length),
        } as never);
        for (const role of ruleset.deck(state as never)) roleName(tr, ruleset.id, role.replace(/^second:/, ''));
      }
      expect(missing).toEqual([]);
    });
  }
});
