/** Every message key the ruleset can emit has English text, with placeholders its parameters fill. */
import { describe, expect, it } from 'vitest';
import { decideStep, type RuleError } from '../../../shared/engine/index.ts';
import { seededPick } from '../../../shared/engine/simulate/random-game.ts';
import { FD, newGame, playerNames, step } from './helpers.ts';
import type { Command, Game, GameSetup } from './helpers.ts';
import { englishTexts, playedOut, sourceErrorCodes } from '../engine-kit.ts';

const { message, expectText } = englishTexts('french-deck');

/** Plays random games of both policies and both ways of dealing, collecting every state and command. */
function sampleGames(): { games: Game[]; finals: Game[]; errors: RuleError[] } {
  const games: Game[] = [];
  const finals: Game[] = [];
  const errors: RuleError[] = [];
  const pick = seededPick(7);
  const probes: Command[] = [
    { type: 'deal', roles: [] },
    { type: 'cards-dealt' },
    { type: 'record-role', seat: 1, role: 'angel' },
    { type: 'record-role', seat: 99, role: 'angel' },
    { type: 'mafia-kill', target: 99 },
    { type: 'angel-check', target: 99 },
    { type: 'angel-check', target: 1 },
    { type: 'end-night' },
    { type: 'accuse', accuser: 1, accused: 1 },
    { type: 'accuse', accuser: 99, accused: 1 },
    { type: 'accuse', accuser: 1, accused: 99 },
    { type: 'call-vote' },
    { type: 'resolve-vote', guilty: 99 },
    { type: 'resolve-vote', guilty: 1, voters: [1, 1] },
    { type: 'resolve-vote', guilty: 2, voters: [1] },
    { type: 'resolve-vote', guilty: 1, voters: [99] },
    { type: 'no-more-accusations' },
    { type: 'bogus' } as unknown as Command,
  ];
  const visit = (game: Game): void => {
    games.push(game);
    for (const probe of probes) {
      const decided = decideStep(game, probe);
      if (!decided.ok) errors.push(decided.error);
    }
  };
  for (const n of [6, 11, 16]) {
    for (const dealing of ['station', 'physical'] as const) {
      for (const policy of ['random', 'randomLynch'] as const) {
        const played = playedOut(newGame(n, { dealing }), pick, policy, 1000);
        for (const game of played) visit(game);
        finals.push(played.at(-1)!);
      }
    }
  }
  // Physical dealing with the mafia recorded first: the angel's step asks to record him.
  let scripted = step(newGame(6, { dealing: 'physical' }), { type: 'cards-dealt' });
  for (const command of [
    { type: 'record-role', seat: 1, role: 'mafioso' },
    { type: 'record-role', seat: 2, role: 'mafioso' },
    { type: 'mafia-kill', target: 3 },
  ] as Command[]) {
    scripted = step(scripted, command);
    visit(scripted);
  }
  return { games, finals, errors };
}

const { games, finals, errors } = sampleGames();

describe('English text for every message key of french-deck', () => {
  it('every prompt seen in random games, with its parameters', () => {
    const keys = new Set<string>();
    for (const game of games) {
      for (const prompt of FD.prompts(game.state)) {
        expectText(prompt.key, prompt.params);
        keys.add(prompt.key);
      }
    }
    // Every prompt of the ruleset was seen (the dead angel's included).
    expect([...keys].sort()).toEqual(
      [
        'deal',
        'deal-cards',
        'night.close-eyes',
        'night.record-mafia',
        'night.mafia',
        'night.record-angel',
        'night.angel',
        'night.angel-answer',
        'night.dawn',
        'day',
        'acquitted-today',
        'defence',
        'vote',
        'ended',
      ]
        .map((k) => `prompt.french-deck.${k}`)
        .sort(),
    );
    expectText('prompt.french-deck.wait');
  });

  it('every announcement kind, with its fields', () => {
    const kinds = new Set<string>();
    // Announcements only accumulate: the last state of each game holds every one made.
    for (const game of finals) {
      for (const a of game.state.announcements) {
        expectText(`announcement.${a.kind}`, a);
        kinds.add(a.kind);
      }
    }
    expect([...kinds].sort()).toEqual(
      [
        'accusation',
        'acquitted',
        'card-revealed',
        'day-began',
        'executed',
        'game-over',
        'game-started',
        'killed',
        'night-fell',
        'verdict',
      ].sort(),
    );
  });

  it('every rule error the engine names, in the source and in practice, with its parameters', () => {
    const codes = sourceErrorCodes('french-deck');
    expect(codes.size).toBeGreaterThan(25);
    for (const code of codes) expect(typeof message(`error.french-deck.${code}`), code).toBe('string');
    const distinct = new Map(errors.map((e) => [`${e.code} ${Object.keys(e.params).sort().join(',')}`, e]));
    for (const error of distinct.values()) {
      if (error.code.startsWith('french-deck.')) expectText(`error.${error.code}`, error.params);
    }
  });

  it('the setup errors, with their parameters', () => {
    const setups: GameSetup[] = [
      { rulesetId: 'french-deck', players: playerNames(3), options: FD.defaultOptions(6) },
      { rulesetId: 'french-deck', players: playerNames(8), options: { mafiaCount: 9, dealing: 'station' } },
      { rulesetId: 'french-deck', players: playerNames(8), options: { mafiaCount: 3, dealing: 'x' as never } },
      { rulesetId: 'french-deck', players: 'x' as never, options: FD.defaultOptions(8) },
    ];
    for (const setup of setups) {
      const result = FD.validateSetup(setup);
      expect(result.ok).toBe(false);
      if (!result.ok) expectText(`error.${result.error.code}`, result.error.params);
    }
  });

  it('every role, team and phase', () => {
    for (const role of ['mafioso', 'angel', 'villager'])
      for (const form of ['singular', 'plural', 'title']) expectText(`role.french-deck.${role}.${form}`);
    for (const team of ['villagers', 'mafia'])
      for (const form of ['singular', 'plural', 'title']) expectText(`team.french-deck.${team}.${form}`);
    for (const phase of ['setup', 'night', 'day', 'ended']) expectText(`phase.french-deck.${phase}`, { round: 1 });
  });

  it('every event type for the timeline', () => {
    const types = new Set(games.flatMap((g) => g.log.map((e) => e.event.type)));
    expect(types.size).toBe(15);
    for (const type of types) expect(typeof message(`timeline.french-deck.${type}`), type).toBe('string');
  });

  it("the cards' ranks and suits", () => {
    for (const card of FD.moderatorView(newGame(16).state).cards) {
      expectText(`card.french-deck.rank.${card.rank}`);
      expectText(`card.french-deck.suit.${card.suit}`);
    }
  });
});
