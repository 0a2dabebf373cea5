import { describe, expect, it } from 'vitest';
import { commandShape, commandShapes } from '../../shared/contract/index.ts';
import { RULESETS, type RulesetId } from '../../shared/engine/index.ts';

const IDS = Object.keys(RULESETS) as RulesetId[];

describe('command shapes read from the contract', () => {
  it.each(IDS)('every %s command has a console control for each field', (id) => {
    // Throws for a field kind the console cannot draw, so a new command shape cannot ship unnoticed.
    const shapes = commandShapes(id);
    expect(shapes.size).toBeGreaterThan(3);
    expect(shapes.has('undo')).toBe(true);
  });

  it('a city-mafia night shot takes one seat or nobody', () => {
    expect(commandShape('city-mafia', 'mafia-shoot')?.fields).toEqual([
      { name: 'target', kind: 'seat', nullable: true, optional: false, options: [] },
    ]);
  });

  it('a 1987 vote takes a count of hands, optionally the voters', () => {
    const fields = commandShape('davidoff-1987', 'resolve-vote')!.fields;
    expect(fields.map((f) => [f.name, f.kind, f.optional])).toEqual([
      ['yes', 'count', false],
      ['no', 'count', true],
      ['voters', 'seats', true],
    ]);
  });

  it('a removal takes a seat, a reason from the list and an optional note', () => {
    const fields = commandShape('city-mafia', 'remove')!.fields;
    expect(fields[1]).toMatchObject({ name: 'reason', kind: 'choice' });
    expect(fields[1]!.options).toContain('peeking');
    expect(fields[2]).toMatchObject({ name: 'note', kind: 'text', nullable: true, optional: true });
  });

  it('an unknown command has no shape', () => {
    expect(commandShape('french-deck', 'mafia-shoot')).toBeNull();
  });
});
