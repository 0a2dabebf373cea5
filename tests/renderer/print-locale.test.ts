import { describe, expect, it } from 'vitest';
import { RULESETS, type GameSetup, type RulesetId } from '../../shared/engine/index.ts';
import { playRandomGame, seededPick } from '../../shared/engine/simulate/random-game.ts';
import { buildProtocol, roleCardSheet, type GameProtocol } from '../../shared/print/index.ts';
import { hasEnglishText } from '../fixtures/english-translator.ts';
import { RoleCardsRequestSchema } from '../../shared/contract/print.ts';
import { EVERY_EXTRA_ROLE } from '../fixtures/mensa-roles.ts';

// The print page translates the protocol's codes (roles, teams, actors, answers, notes, causes): every
// code a game can produce must have its English text, or the printed sheet would show a raw code.

const IDS = Object.keys(RULESETS) as RulesetId[];
/** The rulesets whose role cards the print request (`print.role-cards`) takes. */
const PRINTS_ROLE_CARDS: readonly string[] = RoleCardsRequestSchema.options.map((o) => o.entries.rulesetId.literal);
const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo', 'Ines', 'Jonas', 'Kira', 'Lev'];

const has = hasEnglishText;

/** Every message key a protocol's lines and seats use. */
function keysOf(protocol: GameProtocol): string[] {
  const r = protocol.rulesetId;
  const keys = [`print.ruleset.${r}`];
  for (const seat of protocol.seats) {
    if (seat.role) keys.push(`print.role.${r}.${seat.role}.name`);
    if (seat.second) keys.push(`print.role.${r}.${seat.second}.name`);
    if (seat.team) keys.push(`print.team.${r}.${seat.team}`);
    if (seat.left) keys.push(`print.cause.${seat.left.cause}`, `print.period.${seat.left.kind}`);
  }
  if (protocol.result && protocol.result.winner !== 'draw') keys.push(`print.team.${r}.${protocol.result.winner}`);
  for (const period of protocol.periods) {
    keys.push(`print.period.${period.kind}`);
    for (const e of period.entries) {
      if (e.kind === 'vote') keys.push(`print.vote-subject.${e.subject}`);
      if (e.kind === 'tally') keys.push(`print.tally-stage.${e.stage}`);
      if (e.kind === 'action') keys.push(`print.actor.${e.actor}`, ...(e.answer ? [`print.answer.${e.answer}`] : []));
      if (e.kind === 'death')
        keys.push(`print.cause.${e.cause}`, ...(e.role ? [`print.role.${r}.${e.role}.name`] : []));
      if (e.kind === 'removal') keys.push(`print.removal-reason.${e.reason}`);
      if (e.kind === 'note') keys.push(`print.note.${e.code}`);
      if (e.kind === 'mission')
        keys.push(
          `print.copag-mission.${e.result === 'aborted' ? 'aborted' : 'line'}`,
          'print.copag-mission.card',
          `mission-result.${r}.${e.result}`,
          `colour.${r}.${e.colour}`,
        );
    }
  }
  return keys;
}

describe('print page messages', () => {
  for (const id of IDS) {
    it(`${id}: every code of many random games' protocols has its English text`, () => {
      const missing = new Set<string>();
      for (let seed = 1; seed <= 60; seed++) {
        // 10–12 seats; a ruleset of smaller tables (copag-mafia: 3–8) at each of its sizes in turn.
        const { minPlayers, maxPlayers } = RULESETS[id];
        const players = NAMES.slice(
          0,
          maxPlayers < 10 ? minPlayers + (seed % (maxPlayers - minPlayers + 1)) : 10 + (seed % 3),
        );
        // mensa-hungariqa's extra and second roles, in two sets that fit a table, every other game each.
        const extras =
          id !== 'mensa-hungariqa' || seed % 2 === 1
            ? {}
            : seed % 4 === 0
              ? { collaborator: true, vogon: true, bodyguard: true, kamikaze: true, lovers: true }
              : { sarika: true, protectedCitizen: true, grocer: true, citizenKamikaze: true, mafiosoKamikaze: true };
        const setup = {
          rulesetId: id,
          players,
          options: { ...(RULESETS[id].defaultOptions(players.length) as object), ...extras },
        } as GameSetup;
        const game = playRandomGame(setup, seededPick(seed), { maxSteps: 3000 });
        for (const key of keysOf(buildProtocol('g', game.log))) if (!has(key)) missing.add(key);
      }
      expect([...missing]).toEqual([]);
    });

    // copag-mafia prints no role cards (the box's objective cards are dealt, or the phones show them): the
    // print request does not take it.
    if (PRINTS_ROLE_CARDS.includes(id))
      it(`${id}: every role on a role card has a name and a one-line description`, () => {
        const options = id === 'mensa-hungariqa' ? EVERY_EXTRA_ROLE : undefined;
        const sheet = roleCardSheet({ rulesetId: id, players: Math.min(16, RULESETS[id].maxPlayers), options });
        if (!sheet.ok) throw new Error(sheet.error.code);
        for (const role of sheet.value.roles) {
          expect(has(`print.role.${id}.${role.role}.name`), `${id} ${role.role}`).toBe(true);
          expect(has(`print.role.${id}.${role.role}.description`), `${id} ${role.role}`).toBe(true);
          if (role.team) expect(has(`print.team.${id}.${role.team}`)).toBe(true);
        }
      });
  }
});
