// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../../shared/contract/index.ts';
import GameListTable from '../../../renderer/moderator/components/GameListTable.vue';
import { mountConsole } from './mount-kit.ts';

function summary(rulesetId: string, winner: string | null): GameSummary {
  const at = '2026-11-20T20:00:00.000Z';
  return { gameId: `${rulesetId}-${winner}`, rulesetId, players: ['Anna', 'Boris'], createdAt: at, updatedAt: at, finishedAt: winner ? at : null, winner, scores: null, version: 1, notes: '', tournament: null };
}

describe('the home list of games (issue 12 §4)', () => {
  it('names every ruleset\'s winner in words, never a message key', () => {
    const games = [summary('city-mafia', 'red'), summary('city-mafia', 'black'), summary('davidoff-1987', 'honest'), summary('french-deck', 'villagers'), summary('mensa-hungariqa', 'citizens'), summary('city-mafia', 'draw')];
    const { wrapper } = mountConsole(GameListTable, { props: { games, testid: 'recent' } });
    const states = wrapper.findAll('.state').map((s) => s.text());
    expect(states.join(' | ')).not.toMatch(/team\.|print\.|\.plural|\.title/);
    expect(states[0]).toBe('Won by the reds');
    expect(states[2]).toBe('Won by the honest');
  });
});
