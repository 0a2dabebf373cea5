import { describe, expect, it } from 'vitest';
import { buildProtocol } from '../../shared/print/index.ts';
import { acquit, dayOne, execute, playNight, toNight } from '../engine/mensa-hungariqa/helpers.ts';

describe('protocol: mensa-hungariqa (RULES.md §3)', () => {
  // Seat 1 protected mafioso, 2 mafioso, 3 inspector, 4–8 citizens.
  const start = dayOne('PMICCCCC');

  it('a day: accusation, support vote, execution vote, the death', () => {
    const game = execute(acquit(start, 4, 5), 6, 5);
    const day = buildProtocol('g', game.log).periods.find((p) => p.kind === 'day')!;
    expect(day.entries.map((e) => (e.kind === 'vote' ? `${e.subject}:${e.seats.join()}:${e.passed}` : e.kind))).toEqual(
      [
        'nomination',
        'support:4:true',
        'execution:4:false',
        'nomination',
        'support:6:true',
        'execution:6:true',
        'death',
      ],
    );
  });

  it('night 0 and a day ended with no accusation have their part, so a reader can tell they happened (tryout 8)', () => {
    const night = playNight(toNight(start), { check: 2, hands: { 1: 5, 2: 5 } });
    const periods = buildProtocol('g', night.log).periods;
    expect(periods.map((p) => `${p.kind} ${p.round}`)).toEqual(['setup 0', 'day 1', 'night 1', 'day 2']);
    expect(periods[0]!.entries).toEqual([{ kind: 'note', code: 'night-zero', seats: [] }]);
    expect(periods[1]!.entries).toEqual([]);
  });

  it('a night: the inspector’s check and answer, each hand raised at the reading, the victim', () => {
    const game = playNight(toNight(start), { check: 2, hands: { 1: 5, 2: 5 } });
    const protocol = buildProtocol('g', game.log);
    const nightOne = protocol.periods.find((p) => p.kind === 'night' && p.round === 1)!;
    expect(nightOne.entries).toEqual(
      expect.arrayContaining([
        { kind: 'action', actor: 'inspector', seats: [3], target: 2, answer: 'yes' },
        { kind: 'action', actor: 'mafia', seats: [1], target: 5, answer: null },
        { kind: 'action', actor: 'mafia', seats: [2], target: 5, answer: null },
        { kind: 'death', seat: 5, cause: 'killed', by: null, role: null },
      ]),
    );
    expect(protocol.seats.map((s) => s.team)).toEqual([
      'mafia',
      'mafia',
      'citizens',
      'citizens',
      'citizens',
      'citizens',
      'citizens',
      'citizens',
    ]);
  });
});
