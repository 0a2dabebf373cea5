/**
 * A vote command that gives both a count of hands and the voters, seat by seat, is refused when the two
 * disagree, the same in every ruleset and before anything changes (tryout 11: Mensa's and 1987's took
 * `{yes: 5, voters: [3, 4, 5, 6]}` from the moderator link and recorded 4 hands without a word).
 */
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COMMAND_SCHEMAS } from '../../shared/contract/schemas.ts';
import { count } from '../../shared/engine/rulesets/schema-parts.ts';
import {
  applyStep,
  createGame,
  decideStep,
  RULESET_IDS,
  rulesetFor,
  type Game,
  type GameSetup,
} from '../../shared/engine/index.ts';
import { randomGameCommand, seededPick } from '../../shared/engine/simulate/random-game.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { declarationOf } from '../fixtures/ruleset-declarations.ts';
import { expectRuleError } from './engine-kit.ts';

/** Every command of every ruleset's schema that carries a count of hands and a voter list: [ruleset, type, count field]. */
function countedVoteCommands(): [string, string, string][] {
  const found: [string, string, string][] = [];
  for (const [id, schema] of Object.entries(COMMAND_SCHEMAS)) {
    // Each ruleset's commands are a variant of strict objects, one per command type.
    for (const option of (schema as unknown as { options: { entries: v.ObjectEntries }[] }).options) {
      const entries = option.entries;
      if (!('voters' in entries)) continue;
      const countField = Object.keys(entries).find((name) => entries[name] === count);
      const type = (entries.type as v.LiteralSchema<string, undefined>).literal;
      if (countField) found.push([id, type, countField]);
    }
  }
  return found;
}

/** Whether the game's step offers the command. */
function offers(game: Game, type: string): boolean {
  return rulesetFor(game.state.rulesetId)!
    .prompts(game.state as never)
    .some((p) => p.commands.includes(type));
}

/** A game of the ruleset played at random until its step offers the command. */
function gameOffering(rulesetId: string, type: string): Game {
  const ruleset = rulesetFor(rulesetId)!;
  const players = Array.from({ length: Math.max(ruleset.minPlayers, 9) }, (_, i) => `P${i + 1}`);
  for (let seed = 1; seed < 200; seed++) {
    const created = createGame({ rulesetId, players, options: ruleset.defaultOptions(players.length) } as GameSetup);
    if (!created.ok) throw new Error(created.error.code);
    let game: Game = created.value;
    const pick = seededPick(seed);
    for (let i = 0; i < 400; i++) {
      if (offers(game, type)) return game;
      const command = randomGameCommand(game, pick);
      if (!command) break;
      const decided = decideStep(game, command);
      if (!decided.ok) break;
      game = applyStep(game, decided.value);
    }
  }
  throw new Error(`${rulesetId}: no ${type} reached`);
}

describe('a count of hands against its own voter list', () => {
  it('the vote commands that carry both are those each ruleset’s declaration names (1987’s resolve-vote, the French deck’s, Mensa’s two votes)', () => {
    const declared = RULESET_IDS.flatMap((id) =>
      declarationOf(id).countedVotes.map(([type, field]): [string, string, string] => [id, type, field]),
    );
    expect(countedVoteCommands()).toEqual(declared);
  });

  it.each(countedVoteCommands())(
    '%s %s: a count its voter list contradicts is refused and changes nothing',
    (rulesetId, type, field) => {
      const game = gameOffering(rulesetId, type);
      const voters = [3, 4, 5, 6];
      expectRuleError(game, { type, [field]: 5, voters }, `${rulesetId}.voters-must-match-count`, {
        [field]: 5,
        voters: 4,
      });
      expectRuleError(game, { type, [field]: 3, voters }, `${rulesetId}.voters-must-match-count`, {
        [field]: 3,
        voters: 4,
      });
    },
  );

  it.each(countedVoteCommands())('%s %s: the refusal has a text in every language', (rulesetId) => {
    for (const locale of LOCALES) {
      const errors = (MESSAGES[locale] as { error: Record<string, Record<string, string>> }).error;
      expect(errors[rulesetId]?.['voters-must-match-count'], `${locale} ${rulesetId}`).toMatch(/\{voters\}/);
    }
  });
});
