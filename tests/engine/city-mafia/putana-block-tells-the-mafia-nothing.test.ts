/**
 * RULES.md §4 putana, rulebook 001 «Путана»: «Мафия – не убивает. Просыпается ночью выбирает жертву, но
 * Ведущий фиксирует промах» — a visited mafioso or don: the mafia wake and choose as usual and the
 * moderator silently records a miss. Only the don (at his check), the sheriff, the doctor and the maniac
 * are shown crossed arms. The block is written in the night's record and the protocol.
 */
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../../shared/engine/index.ts';
import { buildProtocol } from '../../../shared/print/index.ts';
import {
  expectRuleError,
  mod,
  night,
  promptsOf,
  pub,
  run,
  step,
  VISITED_LATER,
  firstNight,
  nightUntil,
} from './helpers.ts';
import { LOCALES } from '../../../shared/locales/locale-list.ts';
import { rulesetMessages } from '../../fixtures/locale-files.ts';
import { messageAt } from '../../fixtures/messages.ts';

/** The city-mafia text at a dotted key in one language, or undefined where there is none. */
function textOf(lang: string, key: string): string | undefined {
  const node = messageAt(rulesetMessages('city-mafia', lang), key);
  return typeof node === 'string' ? node : undefined;
}

/** What the moderator is told to show: the English text of every prompt of the step. */
function script(prompts: Prompt[]): string {
  return prompts.map((p) => textOf('en', p.key) ?? p.key).join(' ');
}

describe('RULES §4 putana: a visited mafioso or don — the mafia are told nothing', () => {
  for (const [role, guest] of [
    ['mafioso', 2],
    ['don', 4],
  ] as const) {
    it(`a visited ${role}: the mafia step shows no crossed arms; a private note marks the miss`, () => {
      const game = step(firstNight(), { type: 'putana-visit', target: guest });
      const prompts = promptsOf(game);
      expect(prompts[0]).toMatchObject({
        key: 'prompt.city-mafia.night.mafia',
        params: { don: 4, seconds: 60, miss: 1 },
      });
      // The console's "show crossed arms" badge is drawn for `blocked: 1`: never at the mafia's step.
      expect(prompts.some((p) => p.params.blocked === 1)).toBe(false);
      expect(prompts[1]).toEqual({
        key: 'prompt.city-mafia.night.blocked-note.mafia',
        params: { seat: guest },
        commands: [],
      });
      expect(script(prompts)).not.toMatch(/crossed arms/i);
      for (const lang of LOCALES) expect(textOf(lang, 'prompt.city-mafia.night.blocked-note.mafia'), lang).toBeTruthy();
    });
  }

  it("a visited don: after the mafia's silent miss, the don is shown crossed arms at his check", () => {
    const game = run(firstNight(), { type: 'putana-visit', target: 4 }, { type: 'mafia-shoot', target: 9 });
    const prompts = promptsOf(game);
    expect(prompts[0]).toMatchObject({ key: 'prompt.city-mafia.night.don', params: { blocked: 1 } });
    expect(prompts[1]).toEqual({ key: 'prompt.city-mafia.night.blocked-note.don', params: { seat: 4 }, commands: [] });
    expect(script(prompts)).toMatch(/crossed arms/i);
  });

  for (const { role, seat: guest, before } of VISITED_LATER) {
    it(`a visited ${role} is shown crossed arms`, () => {
      const game = run(firstNight(), { type: 'putana-visit', target: guest }, ...before);
      const prompts = promptsOf(game);
      expect(prompts[0]).toMatchObject({ key: `prompt.city-mafia.night.${role}`, params: { blocked: 1 } });
      expect(prompts[1]).toEqual({
        key: `prompt.city-mafia.night.blocked-note.${role}`,
        params: { seat: guest },
        commands: [],
      });
      expect(script(prompts)).toMatch(/crossed arms/i);
      for (const lang of LOCALES)
        expect(textOf(lang, `prompt.city-mafia.night.blocked-note.${role}`), lang).toBeTruthy();
    });
  }

  it('the roles that choose (the mafia, the maniac) have their choice recorded with no effect; those shown crossed arms as they wake record nobody', () => {
    let game = nightUntil(firstNight(), { visit: 7, shot: 9, don: 8 }, 'sheriff');
    game = run(game, { type: 'sheriff-check', target: 8 }, { type: 'end-step' }, { type: 'doctor-heal', target: 9 });
    // The maniac, blocked, may not choose himself any more than when free.
    expectRuleError(game, { type: 'maniac-kill', target: 7 }, 'city-mafia.no-self-target');
    game = step(game, { type: 'maniac-kill', target: 10 });
    expect(game.state.nightLog[0]).toMatchObject({ kill: 10, victims: [] });
    const don = run(firstNight(), { type: 'putana-visit', target: 4 }, { type: 'mafia-shoot', target: 9 });
    expectRuleError(don, { type: 'don-check', target: 5 }, 'city-mafia.blocked', { step: 'don' });
  });

  it("the night's record names the blocked steps for the moderator's dawn, with a text in six languages", () => {
    const game = night(firstNight(), { visit: 4, shot: 9, heal: 8, sheriff: 8 });
    expect(game.state.nightLog[0]).toMatchObject({ visit: 4, blocked: ['mafia', 'don'], victims: [] });
    // The moderator's view carries the record (the console's dawn reads it); the room's does not.
    expect(mod(game).nightLog.at(-1)).toMatchObject({ visit: 4, blocked: ['mafia', 'don'] });
    expect(JSON.stringify(pub(game.state))).not.toContain('blocked');
    const quiet = night(firstNight(), { visit: 10, shot: 9, don: 8, heal: 9, sheriff: 8 });
    expect(quiet.state.nightLog[0]!.blocked).toEqual([]);
    for (const lang of LOCALES) {
      for (const s of ['mafia', 'don', 'sheriff', 'doctor', 'maniac'])
        expect(textOf(lang, `prompt.city-mafia.dawn-blocked.${s}`), `${lang} ${s}`).toMatch(/\{seat\}/);
    }
  });

  it('the protocol says "blocked by the putana" after each blocked step, and not otherwise', () => {
    const game = night(firstNight(), { visit: 4, shot: 9, heal: 8, sheriff: 8 });
    const entries = buildProtocol('g', game.log).periods.flatMap((p) => p.entries);
    const notes = entries.filter((e) => e.kind === 'note' && e.code === 'putana-blocked');
    expect(notes).toEqual([
      { kind: 'note', code: 'putana-blocked', seats: [4] },
      { kind: 'note', code: 'putana-blocked', seats: [4] },
    ]);
    const at = entries.findIndex((e) => e.kind === 'action' && e.actor === 'mafia');
    expect(entries[at + 1]).toEqual(notes[0]);
    const quiet = night(firstNight(), { visit: 10, shot: 9, don: 8, heal: 9, sheriff: 8 });
    expect(
      buildProtocol('g', quiet.log)
        .periods.flatMap((p) => p.entries)
        .some((e) => e.kind === 'note' && e.code === 'putana-blocked'),
    ).toBe(false);
  });
});
