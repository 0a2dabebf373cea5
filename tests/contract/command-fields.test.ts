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

  it('a number field takes its bounds from the schema’s pipe', () => {
    const fields = commandShape('copag-mafia', 'contribute')!.fields;
    expect(fields[0]).toEqual({
      name: 'mission',
      kind: 'number',
      nullable: false,
      optional: false,
      options: [],
      min: 1,
      max: 1000,
    });
  });

  it('a boolean field is a flag', () => {
    const fields = commandShape('copag-mafia', 'contribute')!.fields;
    expect(fields.find((f) => f.name === 'salvatore')).toEqual({
      name: 'salvatore',
      kind: 'flag',
      nullable: false,
      optional: true,
      options: [],
    });
  });

  it('a strict object is a group of its own fields, read recursively', () => {
    const card = commandShape('copag-mafia', 'contribute')!.fields.find((f) => f.name === 'card')!;
    expect(card).toMatchObject({ kind: 'group', nullable: true, optional: true });
    expect(card.fields!.map((f) => [f.name, f.kind, f.min, f.max])).toEqual([
      ['colour', 'choice', undefined, undefined],
      ['value', 'number', 1, 10],
    ]);
    const mission = commandShape('copag-mafia', 'open-mission')!.fields[0]!;
    expect(mission.fields!.map((f) => [f.name, f.kind])).toEqual([
      ['name', 'text'],
      ['recruits', 'number'],
      ['cards', 'number'],
      ['value', 'number'],
      ['colour', 'choice'],
    ]);
    expect(mission.fields![0]!.max).toBe(400);
  });

  it('an array of a picklist or of a group is a list with its longest length', () => {
    const characters = commandShape('copag-mafia', 'assign-characters')!.fields[0]!;
    expect(characters).toMatchObject({ kind: 'list', optional: true, max: 8 });
    expect(characters.item).toMatchObject({ kind: 'choice', options: expect.arrayContaining(['vincenzo']) });
    const cards = commandShape('copag-mafia', 'reveal-mission')!.fields[0]!;
    expect(cards).toMatchObject({ kind: 'list', item: { kind: 'group' } });
  });

  it('a choice of numbers is sent as numbers', () => {
    expect(commandShape('copag-mafia', 'vincenzo')!.fields[0]).toMatchObject({
      kind: 'choice',
      options: ['-2', '0', '2'],
      numeric: true,
    });
  });

  it('a shared step and seat keep their own controls', () => {
    expect(commandShape('copag-mafia', 'rewind')!.fields[0]).toMatchObject({ kind: 'step' });
    expect(commandShape('copag-mafia', 'reveal-police')!.fields[0]).toMatchObject({ kind: 'seat' });
  });

  it('an unknown command has no shape', () => {
    expect(commandShape('french-deck', 'mafia-shoot')).toBeNull();
  });
});
