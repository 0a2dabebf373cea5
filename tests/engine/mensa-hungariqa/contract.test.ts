/** The contract schemas: the commands as the moderator's window sends them, and the create request. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applyStep, createGame, decideStep } from '../../../shared/engine/index.ts';
import { seededPick } from '../../../shared/engine/simulate/random-game.ts';
import {
  MensaHungariqaCommandSchema,
  MensaHungariqaCreateSchema,
} from '../../../shared/engine/rulesets/mensa-hungariqa/schemas.ts';
import { CreateGameSchema } from '../../../shared/contract/schemas.ts';
import { MENSA, playerNames, type Game } from './helpers.ts';

describe('contract: mensa-hungariqa commands', () => {
  it('every command the simulator plays passes the schema (the deal without its cards)', () => {
    const types = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const n = 12 + (seed % 5);
      const extras = seed % 2 === 0;
      const options = {
        ...MENSA.defaultOptions(n),
        dealing: seed % 3 === 0 ? ('physical' as const) : ('station' as const),
        vogon: extras,
        bodyguard: extras,
        sarika: extras,
        citizenKamikaze: extras,
        kamikaze: extras,
        lovers: extras,
      };
      const created = createGame({ rulesetId: 'mensa-hungariqa', players: playerNames(n), options });
      if (!created.ok) throw new Error(created.error.code);
      let game = created.value as Game;
      const pick = seededPick(seed);
      for (let i = 0; i < 3000; i++) {
        const command = MENSA.simulator.random(game.state, pick);
        if (!command) break;
        types.add(command.type);
        const sent = command.type === 'deal' ? { type: 'deal' } : command;
        const parsed = v.safeParse(MensaHungariqaCommandSchema, sent);
        expect(parsed.success, JSON.stringify(sent)).toBe(true);
        const decided = decideStep(game, command);
        if (!decided.ok) throw new Error(decided.error.code);
        game = applyStep(game, decided.value);
      }
    }
    expect(types.size).toBeGreaterThanOrEqual(13);
  });

  it('the deal as the window sends it carries no cards', () => {
    expect(v.safeParse(MensaHungariqaCommandSchema, { type: 'deal', roles: ['citizen'] }).success).toBe(false);
    expect(v.safeParse(MensaHungariqaCommandSchema, { type: 'hand', voter: 17 }).success).toBe(false);
    expect(
      v.safeParse(MensaHungariqaCommandSchema, { type: 'record-second-role', seat: 1, second: null }).success,
    ).toBe(true);
  });

  it('the create request: every option optional; unknown options refused', () => {
    expect(
      v.safeParse(MensaHungariqaCreateSchema, { rulesetId: 'mensa-hungariqa', players: playerNames(10) }).success,
    ).toBe(true);
    expect(
      v.safeParse(CreateGameSchema, {
        rulesetId: 'mensa-hungariqa',
        players: playerNames(10),
        options: { lovers: true, protectedCitizenPardon: 'once' },
        randomSeating: true,
      }).success,
    ).toBe(true);
    expect(
      v.safeParse(MensaHungariqaCreateSchema, {
        rulesetId: 'mensa-hungariqa',
        players: playerNames(10),
        options: { wizard: true },
      }).success,
    ).toBe(false);
    expect(
      v.safeParse(MensaHungariqaCreateSchema, {
        rulesetId: 'mensa-hungariqa',
        players: playerNames(10),
        options: { mafiaThreshold: 'most' },
      }).success,
    ).toBe(false);
  });
});
