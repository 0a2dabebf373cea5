/** The valibot schemas of french-deck: what the moderator's window may send, and the station end to end. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CreateGameSchema } from '../../../shared/contract/index.ts';
import {
  FrenchDeckCommandSchema,
  FrenchDeckCreateSchema,
} from '../../../shared/engine/rulesets/french-deck/schemas.ts';
import { commandSender, freshStation, sendCommand } from '../../station/helpers.ts';
import type { FD } from './helpers.ts';
import type { Command } from './helpers.ts';

const valid = (command: unknown) => v.safeParse(FrenchDeckCommandSchema, command).success;

describe("contract: the commands as the moderator's window sends them", () => {
  const engineCommands: Command[] = [
    { type: 'cards-dealt' },
    { type: 'record-role', seat: 3, role: 'angel' },
    { type: 'mafia-kill', target: 16 },
    { type: 'angel-check', target: 2 },
    { type: 'angel-check', target: null },
    { type: 'end-night' },
    { type: 'accuse', accuser: 1, accused: 2 },
    { type: 'call-vote' },
    { type: 'resolve-vote', guilty: 5 },
    { type: 'resolve-vote', guilty: 2, voters: [1, 4] },
    { type: 'resolve-vote', guilty: 0, voters: null },
    { type: 'no-more-accusations' },
    { type: 'undo' },
    { type: 'redo' },
  ];

  it.each(engineCommands.map((c) => [c.type, c]))('%s is accepted exactly as the engine takes it', (_type, command) => {
    const parsed = v.safeParse(FrenchDeckCommandSchema, command);
    expect(parsed.success).toBe(true);
    expect(parsed.output).toEqual(command);
  });

  it('the deal carries no roles: the station draws them', () => {
    expect(valid({ type: 'deal' })).toBe(true);
    expect(valid({ type: 'deal', roles: ['mafioso'] })).toBe(false);
  });

  it.each([
    { type: 'record-role', seat: 1, role: 'king' },
    { type: 'record-role', seat: 0, role: 'angel' },
    { type: 'mafia-kill', target: null },
    { type: 'mafia-kill' },
    { type: 'mafia-kill', target: 17 },
    { type: 'mafia-kill', target: 1.5 },
    { type: 'angel-check' },
    { type: 'accuse', accuser: 1 },
    { type: 'resolve-vote', guilty: -1 },
    { type: 'resolve-vote', guilty: 17 },
    { type: 'resolve-vote', guilty: 1, voters: [0] },
    { type: 'end-night', extra: 1 },
    { type: 'night-note', seat: 1, target: 2 },
    { type: 'propose-night', proposer: 1 },
    { type: 'bogus' },
  ])('%o is refused', (command) => {
    expect(valid(command)).toBe(false);
  });

  it('every command any prompt offers has a schema', () => {
    const types = [
      'deal',
      'cards-dealt',
      'record-role',
      'mafia-kill',
      'angel-check',
      'end-night',
      'accuse',
      'call-vote',
      'resolve-vote',
      'no-more-accusations',
    ];
    const schemas = FrenchDeckCommandSchema.options.map((o) => o.entries.type.literal);
    for (const type of types) expect(schemas).toContain(type);
  });
});

describe('contract: a new game', () => {
  it('takes the ruleset, the names and optional options', () => {
    expect(
      v.safeParse(FrenchDeckCreateSchema, { rulesetId: 'french-deck', players: ['a', 'b', 'c', 'd', 'e', 'f'] })
        .success,
    ).toBe(true);
    expect(
      v.safeParse(CreateGameSchema, {
        rulesetId: 'french-deck',
        players: ['a'],
        options: { mafiaCount: 2, dealing: 'physical' },
        randomSeating: true,
      }).success,
    ).toBe(true);
  });

  it('refuses unknown or ill-typed options', () => {
    expect(
      v.safeParse(FrenchDeckCreateSchema, {
        rulesetId: 'french-deck',
        players: ['a'],
        options: { majorityBasis: 'cast' },
      }).success,
    ).toBe(false);
    expect(
      v.safeParse(FrenchDeckCreateSchema, { rulesetId: 'french-deck', players: ['a'], options: { dealing: 'mail' } })
        .success,
    ).toBe(false);
    expect(
      v.safeParse(FrenchDeckCreateSchema, { rulesetId: 'french-deck', players: ['a'], options: { mafiaCount: 7 } })
        .success,
    ).toBe(false);
  });
});

describe('the station runs a french-deck game end to end', () => {
  const EIGHT = ['Anne', 'Bruno', 'Chloé', 'Denis', 'Émile', 'Fanny', 'Gaston', 'Hélène'];

  it('creates with the defaults, deals the drawn roles, and plays a night and a day; the projector sees no secret', () => {
    const { station } = freshStation();
    const created = station.request('game.create', { rulesetId: 'french-deck', players: EIGHT });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const { gameId } = created.value;
    const send = commandSender(station, gameId);
    const moderator = () =>
      station.currentModeratorView() as unknown as ReturnType<typeof FD.moderatorView> & { prompts: { key: string }[] };
    expect(moderator().options).toEqual({ mafiaCount: 3, dealing: 'station' });

    send({ type: 'deal' });
    // The fixed random source reverses the deck (mafia, angel, villagers): the mafia are the last three seats.
    expect(moderator().players.map((p) => p.role)).toEqual([
      'villager',
      'villager',
      'villager',
      'villager',
      'angel',
      'mafioso',
      'mafioso',
      'mafioso',
    ]);
    expect(moderator().prompts.map((p) => p.key)).toEqual([
      'prompt.french-deck.night.close-eyes',
      'prompt.french-deck.night.mafia',
    ]);

    send({ type: 'mafia-kill', target: 1 });
    send({ type: 'angel-check', target: 6 });
    expect(moderator().night).toEqual({ step: 'dawn', victim: 1, check: { target: 6, mafioso: true } });
    const projector = JSON.stringify(station.currentPublicView());
    expect(projector).not.toContain('mafioso');
    expect(projector).not.toContain('angel');

    send({ type: 'end-night' });
    // Issue 12 §3: the room sees the dawn only once the moderator has announced it.
    expect(station.currentPublicView()).toEqual(JSON.parse(projector));
    send({ type: 'announce-dawn' });
    const day = station.currentPublicView() as unknown as ReturnType<typeof FD.publicView>;
    expect(day.phase).toBe('day');
    expect(day.players[0]).toMatchObject({ alive: false, role: 'villager' });

    send({ type: 'accuse', accuser: 2, accused: 6 });
    send({ type: 'call-vote' });
    send({ type: 'resolve-vote', guilty: 5, voters: [2, 3, 4, 5, 7] });
    const after = station.currentPublicView() as unknown as ReturnType<typeof FD.publicView>;
    expect(after.phase).toBe('night');
    expect(after.players[5]).toMatchObject({ alive: false, role: 'mafioso' });
  });

  it("refuses the station's deal with physical dealing, and records the real cards instead", () => {
    const { station } = freshStation();
    const created = station.request('game.create', {
      rulesetId: 'french-deck',
      players: EIGHT.slice(0, 6),
      options: { dealing: 'physical' },
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const { gameId } = created.value;
    const refused = sendCommand(station, gameId, 1, { type: 'deal' }, 'x1');
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toContain('french-deck.physical-dealing');
    const dealt = sendCommand(station, gameId, 1, { type: 'cards-dealt' }, 'x2');
    expect(dealt.ok).toBe(true);
    const recorded = sendCommand(station, gameId, 2, { type: 'record-role', seat: 4, role: 'mafioso' }, 'x3');
    expect(recorded.ok).toBe(true);
  });
});
