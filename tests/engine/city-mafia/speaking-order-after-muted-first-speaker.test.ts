/**
 * RULES.md §4 speeches: «Обсуждение второго дня начинается со следующего, после говорившего первым в
 * предыдущем круге, игрока». When the day's first seat has no turn (four remarks), the player who
 * actually spoke first is the one the next day's rotation counts from.
 */
import { describe, expect, it } from 'vitest';
import { dayOne, quietNextDay as nextDay, remarks, speakersOf, PLAIN_TABLE } from './helpers.ts';

describe('RULES §4 speaking order after a first speaker silenced by four remarks', () => {
  it('day 2 opens at seat 3 (seat 2 has no turn); day 3 opens at seat 4, not at seat 3 again', () => {
    const day2 = nextDay(remarks(dayOne(PLAIN_TABLE), 2, 4));
    expect(day2.state.players[1]!.penalty).toBe('muted');
    expect(day2.state.speaker).toBe(3);
    expect(day2.state.firstSpeaker).toBe(3);
    const day3 = nextDay(day2);
    expect(day3.state.firstSpeaker).toBe(4);
    expect(speakersOf(day3)).toEqual([4, 5, 6, 7, 8, 9, 10, 1, 2, 3]);
  });

  it('three remarks (a silent turn) still count as the first turn: the next day opens one seat later', () => {
    const day2 = nextDay(remarks(dayOne(PLAIN_TABLE), 2, 3));
    expect(day2.state.speaker).toBe(2);
    expect(nextDay(day2).state.firstSpeaker).toBe(3);
  });
});
