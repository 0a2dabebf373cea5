import { describe, expect, it } from 'vitest';
import { davidoff1987Script } from '../fixtures/scripted-1987.ts';

describe('the scripted 1987 game (the e2e key count of issue 12)', () => {
  it('is a whole game with real cards recorded, ending with a winner', () => {
    const script = davidoff1987Script();
    expect(script.commands[0]).toEqual({ type: 'cards-dealt' });
    expect(script.commands.some((c) => c.type === 'record-mafia')).toBe(true);
    expect(script.commands.some((c) => c.type === 'resolve-vote')).toBe(true);
    expect(['honest', 'mafia']).toContain(script.winner);
    expect(script.commands.length).toBeGreaterThan(10);
  });
});
