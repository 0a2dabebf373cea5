import { describe, expect, it } from 'vitest';
import { commandShape } from '../../shared/contract/index.ts';
import { commandOf, emptyValues, recordedValues } from '../../renderer/moderator/console/command-values.ts';

describe('a recorded command given back to its form (correcting a step)', () => {
  it('starts a Copag card from what was recorded, and sends it unchanged', () => {
    const shape = commandShape('copag-mafia', 'contribute')!;
    const recorded = { type: 'contribute', mission: 2, card: { colour: 'blue', value: 7 }, salvatore: true };
    const values = { ...emptyValues(shape), ...recordedValues(shape, recorded) };
    expect(values).toMatchObject({ mission: 2, card: { colour: 'blue', value: 7 }, salvatore: true });
    expect(commandOf(shape, values, false)).toEqual(recorded);
    // Fresh data: editing the form does not change the record.
    (values.card as Record<string, unknown>).value = 3;
    expect(recorded.card.value).toBe(7);
  });

  it('gives back a list of groups and a numeric choice', () => {
    const reveal = commandShape('copag-mafia', 'reveal-mission')!;
    const cards = { type: 'reveal-mission', cards: [{ colour: 'yellow', value: 4 }] };
    expect(commandOf(reveal, { ...emptyValues(reveal), ...recordedValues(reveal, cards) }, false)).toEqual(cards);
    const vincenzo = commandShape('copag-mafia', 'vincenzo')!;
    const shift = { type: 'vincenzo', shift: -2 };
    expect(commandOf(vincenzo, { ...emptyValues(vincenzo), ...recordedValues(vincenzo, shift) }, false)).toEqual(shift);
  });

  it('leaves the seats, counts and choices of the other rulesets to the dialog as before', () => {
    const shape = commandShape('city-mafia', 'remove')!;
    expect(recordedValues(shape, { type: 'remove', seat: 3, reason: 'peeking', note: 'x' })).toEqual({});
  });
});
