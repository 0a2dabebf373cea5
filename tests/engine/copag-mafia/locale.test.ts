/** Every message key copag-mafia can emit has English text, with placeholders its parameters fill. */
import { describe, expect, it } from 'vitest';
import { seededPick } from '../../../shared/engine/pick.ts';
import type { RuleError } from '../../../shared/engine/core.ts';
import { ACTION_CARDS, CHARACTERS } from '../../../shared/engine/rulesets/copag-mafia/setup.ts';
import { LOCALES } from '../../../shared/locales/locale-list.ts';
import { CM, eventsOf, newGame, playOut, type Game, type GameCommand } from './helpers.ts';
import { rulesetTexts, sourceErrorCodes } from '../engine-kit.ts';
import { messageAt } from '../../fixtures/messages.ts';

/** The ruleset's texts in each of the station's languages, English first. */
const TEXTS = LOCALES.map((lang) => rulesetTexts('copag-mafia', lang));

const message = messageAt;

/** Each language has text at `key` whose placeholders are all among `params`. */
function expectText(key: string, params: Record<string, unknown> = {}): void {
  for (const texts of TEXTS) texts.expectText(key, params);
}

/** Random games of both policies, both dealings, with probes of refused commands. */
function sample(): { games: Game[]; errors: RuleError[] } {
  const games: Game[] = [];
  const errors: RuleError[] = [];
  const probes: GameCommand[] = [
    { type: 'deal', roles: [] },
    { type: 'cards-dealt' },
    { type: 'contribute', mission: 99 },
    { type: 'contribute', mission: 1, card: { colour: 'blue', value: 1 } },
    { type: 'play-card', card: 'beretta', target: 99 },
    { type: 'play-card', card: 'consigliere', target: 1 },
    { type: 'play-card', card: 'tommy-gun' },
    { type: 'use-ability', character: 'vincenzo' },
    { type: 'reveal-mission', cards: [] },
    { type: 'vincenzo', shift: 5 },
    { type: 'reveal-police', seat: 1 },
    { type: 'break-omerta', seat: 1 },
    { type: 'skip-turn' },
    { type: 'open-mission', card: { name: '', recruits: 1, cards: 1, value: 1, colour: 'blue' }, recruited: [] },
  ];
  const pick = seededPick(11);
  for (const n of [3, 5, 8]) {
    for (const dealing of ['station', 'physical'] as const) {
      for (const policy of ['random', 'randomLynch'] as const) {
        for (const game of playOut(newGame(n, { dealing }), pick, policy)) {
          games.push(game);
          for (const probe of probes) {
            const decided = CM.decide(game.state, probe);
            if (!decided.ok) errors.push(decided.error);
          }
        }
      }
    }
  }
  return { games, errors };
}

const { games, errors } = sample();

describe('copag-mafia messages in six languages', () => {
  it('every prompt seen in random games, with its parameters', () => {
    const keys = new Set<string>();
    for (const game of games) {
      for (const prompt of CM.prompts(game.state)) {
        expectText(prompt.key, prompt.params);
        keys.add(prompt.key.replace('prompt.copag-mafia.', ''));
      }
    }
    expect([...keys].sort()).toEqual(
      [
        'choose-characters',
        'deal',
        'deal-cards',
        'open-mission',
        'open-mission-none',
        'reveal-mission',
        'vincenzo',
        'trunk',
        'turn',
        'turn-police',
        'turn-enrico',
        'omerta',
        'in-trunk',
        'informant',
        'police-may-reveal',
        'ended',
      ].sort(),
    );
    expectText('prompt.copag-mafia.draw-characters', { players: 3 });
  });

  it('every announcement kind seen, with its fields', () => {
    const kinds = new Set<string>();
    for (const game of games) for (const a of game.state.announcements) kinds.add(a.kind);
    const last = new Map(games.flatMap((g) => g.state.announcements.map((a) => [a.kind, a] as const)));
    // The game's start and end use the console's own messages (en.json and its translations).
    for (const [kind, a] of last)
      if (kind !== 'game-started' && kind !== 'game-over') expectText(`announcement.${kind}`, a);
    expect(kinds.size).toBeGreaterThanOrEqual(12);
  });

  it('every rule error the engine names, in the source and in practice, with its parameters', () => {
    const codes = sourceErrorCodes('copag-mafia');
    expect(codes.size).toBeGreaterThan(50);
    for (const code of codes)
      expectText(
        `error.copag-mafia.${code}`,
        Object.fromEntries(
          [
            'seat',
            'mission',
            'character',
            'card',
            'seats',
            'command',
            'stage',
            'phase',
            'count',
            'free',
            'max',
            'value',
            'colour',
            'cards',
            'recruits',
            'players',
            'min',
            'police',
            'mafiosi',
            'needed',
            'ended',
            'by',
            'shift',
            'dealing',
            'characters',
            'name',
            'place',
          ].map((k) => [k, 1]),
        ),
      );
    const distinct = new Map(errors.map((e) => [`${e.code} ${Object.keys(e.params).sort().join(',')}`, e]));
    for (const error of distinct.values()) expectText(`error.${error.code}`, error.params);
  });

  it('every event type for the timeline, role, team, phase, card, character and colour', () => {
    const types = new Set(games.flatMap((g) => eventsOf(g).map((e) => e.type)));
    for (const type of types)
      expectText(`timeline.copag-mafia.${type}`, {
        players: 1,
        seat: 1,
        by: 1,
        mission: 1,
        name: 1,
        card: 1,
        character: 1,
        seats: 1,
        viewer: 1,
        target: 1,
        sum: 1,
        result: 1,
        winner: 1,
        winnerLine: 1,
      });
    for (const role of ['mafioso', 'police']) expectText(`role.copag-mafia.${role}`);
    for (const team of ['mafia', 'police'])
      for (const form of ['singular', 'plural', 'title']) expectText(`team.copag-mafia.${team}.${form}`);
    for (const phase of ['setup', 'play', 'ended']) expectText(`phase.copag-mafia.${phase}`, { round: 1 });
    for (const card of ACTION_CARDS) expectText(`card.copag-mafia.${card}`);
    for (const character of CHARACTERS) expectText(`character.copag-mafia.${character}`);
    for (const colour of ['blue', 'yellow']) expectText(`colour.copag-mafia.${colour}`);
  });

  it("keeps the Portuguese card names and the characters' names in every language, as on the cards", () => {
    const en = TEXTS[0]!.tree;
    for (const { tree } of TEXTS) {
      expect(message(tree, 'card.copag-mafia')).toEqual(message(en, 'card.copag-mafia'));
      expect(message(tree, 'character.copag-mafia')).toEqual(message(en, 'character.copag-mafia'));
    }
    expect(message(en, 'card.copag-mafia.pe-de-cabra')).toBe('Pé-de-cabra');
  });
});
