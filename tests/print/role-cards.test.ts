import { describe, expect, it } from 'vitest';
import { roleCardSheet } from '../../shared/print/index.ts';

describe('role cards', () => {
  it('davidoff-1987: the rulebook’s mafia count for the table, the rest honest', () => {
    const sheet = roleCardSheet({ rulesetId: 'davidoff-1987', players: 7 });
    expect(sheet.ok && sheet.value.roles).toEqual([
      expect.objectContaining({ role: 'mafia', team: 'mafia', deal: 'first' }),
      expect.objectContaining({ role: 'honest', team: 'honest', deal: 'first' }),
    ]);
    if (!sheet.ok) return;
    expect(sheet.value.roles.reduce((n, r) => n + r.count, 0)).toBe(7);
    expect(sheet.value.playingCards).toBeNull();
  });

  it('french-deck: the card sheet maps the playing cards to roles (RULES.md §2)', () => {
    const sheet = roleCardSheet({ rulesetId: 'french-deck', players: 8, options: { mafiaCount: 2 } });
    if (!sheet.ok) throw new Error(sheet.error.code);
    expect(sheet.value.roles).toEqual([
      { role: 'mafioso', team: 'mafia', count: 2, deal: 'first' },
      { role: 'angel', team: 'villagers', count: 1, deal: 'first' },
      { role: 'villager', team: 'villagers', count: 5, deal: 'first' },
    ]);
    expect(sheet.value.playingCards).toEqual([
      { rank: 'K', suit: 'spades', role: 'mafioso' },
      { rank: 'K', suit: 'clubs', role: 'mafioso' },
      { rank: 'Q', suit: 'hearts', role: 'angel' },
      { rank: '7', suit: 'hearts', role: 'villager' },
      { rank: '8', suit: 'hearts', role: 'villager' },
      { rank: '9', suit: 'hearts', role: 'villager' },
      { rank: '10', suit: 'hearts', role: 'villager' },
      { rank: 'A', suit: 'hearts', role: 'villager' },
    ]);
  });

  it('french-deck with physical dealing prints the same cards', () => {
    const station = roleCardSheet({ rulesetId: 'french-deck', players: 9 });
    const physical = roleCardSheet({ rulesetId: 'french-deck', players: 9, options: { dealing: 'physical' } });
    expect(physical).toEqual(station);
  });

  it('mensa-hungariqa: extra roles and the second deal of kamikaze, lovers and blanks', () => {
    const sheet = roleCardSheet({
      rulesetId: 'mensa-hungariqa',
      players: 10,
      options: { vogon: true, lovers: true, kamikaze: true },
    });
    if (!sheet.ok) throw new Error(sheet.error.code);
    const first = sheet.value.roles.filter((r) => r.deal === 'first');
    const second = sheet.value.roles.filter((r) => r.deal === 'second');
    expect(first.map((r) => r.role)).toContain('vogon');
    expect(first.reduce((n, r) => n + r.count, 0)).toBe(10);
    expect(Object.fromEntries(second.map((r) => [r.role, r.count]))).toEqual({ kamikaze: 1, lover: 2, none: 7 });
    expect(second.every((r) => r.team === null)).toBe(true);
  });

  it('city-mafia: the role counts of the options, each role with its side', () => {
    const sheet = roleCardSheet({ rulesetId: 'city-mafia', players: 10 });
    if (!sheet.ok) throw new Error(sheet.error.code);
    const teams = Object.fromEntries(sheet.value.roles.map((r) => [r.role, r.team]));
    expect(teams).toMatchObject({ civilian: 'red', mafioso: 'black', don: 'black' });
  });

  it('a setup the rules refuse: the rule, as for a new game', () => {
    const sheet = roleCardSheet({ rulesetId: 'davidoff-1987', players: 7, options: { mafiaCount: 6 } });
    expect(sheet.ok).toBe(false);
    const tooFew = roleCardSheet({ rulesetId: 'city-mafia', players: 2 });
    expect(tooFew.ok).toBe(false);
  });
});
