/**
 * Correcting a past step (issue 6 item 1): the correction is appended to the log (a rewind, the corrected
 * step, the later steps replayed) and the result, scores and summary are recomputed; nothing is deleted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStation } from '../../electron/station/index.ts';
import { gameFromLog, history, moderatorView, type Game } from '../../shared/engine/index.ts';
import { randomGameCommand, seededPick } from '../../shared/engine/simulate/random-game.ts';
import { RULESET_IDS, setupChoicesArb, setupOf } from '../fixtures/ruleset-games.ts';
import type { RandomSource } from '../../electron/station/index.ts';
import { fixedRandom, freshStation, SEVEN } from './helpers.ts';
import { memoryArchive } from './memory-archive.ts';
import { runs } from '../tiers.ts';
import { DAY_1, DAY_2_EXECUTES_7, NIGHT_1, OPENING } from '../fixtures/seven-1987.ts';

type Station = ReturnType<typeof freshStation>['station'];

/** Plays commands in order through the station, each expected to be accepted; returns the game id. */
function play(station: Station, commands: Record<string, unknown>[]): string {
  const created = station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const { gameId } = created.value;
  let version = created.value.version;
  commands.forEach((command, i) => {
    const sent = station.request('game.command', { gameId, commandId: `c${i}`, expectedVersion: version, command });
    if (!sent.ok) throw new Error(`command ${i} ${JSON.stringify(command)} refused: ${JSON.stringify(sent.error)}`);
    version = sent.value.version;
  });
  return gameId;
}

/** The step number of the n-th command played (step 0 creates the game). */
const stepOf = (index: number) => index + 1;

describe('correcting a past step', () => {
  it('a vote entered with too few hands, corrected: the result and scores recomputed, the old steps kept as undone', () => {
    const { station, archive } = freshStation();
    // Day 2: the vote on seat 7 had 4 hands of 5 (3 needed) but was entered as 2; the game went on to day 3.
    const day2 = [
      { type: 'accuse', accuser: 2, accused: 7 },
      { type: 'resolve-vote', yes: 2 },
    ];
    const afterwards = [
      { type: 'propose-night', proposer: 3 },
      { type: 'resolve-vote', yes: 4 },
      { type: 'night-note', seat: 7, target: 2 },
      { type: 'resolve-night' },
      { type: 'accuse', accuser: 3, accused: 7 },
      { type: 'resolve-vote', yes: 3 },
    ];
    const commands = [...OPENING, ...DAY_1, ...NIGHT_1, ...day2, ...afterwards];
    const gameId = play(station, commands);
    const before = archive.getGame(gameId)!;
    const logBefore = archive.readLog(gameId);
    expect(before).toMatchObject({ winner: 'honest', scores: [3, 3, 3, 3, 3, 0, 0] });
    const wrongVote = stepOf(OPENING.length + DAY_1.length + NIGHT_1.length + 1);

    const form = station.request('game.step-form', { gameId, step: wrongVote });
    expect(form).toMatchObject({
      ok: true,
      value: {
        step: wrongVote,
        rulesetId: 'davidoff-1987',
        recorded: { type: 'resolve-vote', yes: 2, no: null, voters: null },
      },
    });
    expect(form.ok && form.value.prompts.flatMap((p) => p.commands)).toContain('resolve-vote');

    const corrected = station.request('game.correct', {
      gameId,
      step: wrongVote,
      command: { type: 'resolve-vote', yes: 4 },
    });
    // Seat 7 is executed: the honest win at once, so the later steps (the game was over) are dropped.
    expect(corrected).toEqual({
      ok: true,
      value: { version: commands.length + 1 + 2, replayed: 0, dropped: afterwards.length },
    });
    const after = archive.getGame(gameId)!;
    expect(after).toMatchObject({ winner: 'honest', scores: [4, 4, 4, 4, 4, 0, 0], version: commands.length + 3 });
    expect(after.finishedAt).not.toBeNull();
    // Nothing deleted: the wrong vote and what followed are in the log, marked undone.
    const log = archive.readLog(gameId);
    const { undone } = history(log);
    for (let s = wrongVote; s <= commands.length; s++) expect(undone.has(s), `step ${s}`).toBe(true);
    expect(log.slice(0, logBefore.length)).toEqual(logBefore);
    expect(log.slice(logBefore.length).map((e) => e.event.type)).toEqual([
      'steps-undone',
      'vote-resolved',
      'player-eliminated',
      'game-ended',
    ]);
    expect(moderatorView(gameFromLog(log), gameId)).toEqual(station.currentModeratorView());
  });

  it('a correction that makes a later step illegal: the replay stops there and the rest is dropped', () => {
    const { station, archive } = freshStation();
    const commands = [...OPENING, ...DAY_1, ...NIGHT_1, ...DAY_2_EXECUTES_7];
    const gameId = play(station, commands);
    expect(archive.getGame(gameId)).toMatchObject({ winner: 'honest', scores: [4, 4, 4, 4, 4, 0, 0] });
    // The mafia's note named seat 2, not seat 1: seat 2 dies, and cannot accuse on day 2.
    const note = stepOf(OPENING.length + DAY_1.length);
    const corrected = station.request('game.correct', {
      gameId,
      step: note,
      command: { type: 'night-note', seat: 7, target: 2 },
    });
    expect(corrected).toEqual({ ok: true, value: { version: commands.length + 1 + 3, replayed: 1, dropped: 2 } });
    const after = archive.getGame(gameId)!;
    // The game is open again: the summary's result is cleared.
    expect(after).toMatchObject({ winner: null, scores: null, finishedAt: null });
    const state = gameFromLog(archive.readLog(gameId)).state;
    expect(state.players.filter((p) => !p.alive).map((p) => p.seat)).toEqual([2, 6]);
    expect(state.phase).toBe('day');
  });

  it('a preview says what a correction would drop and that it reopens a finished game, and writes nothing (club tryout)', () => {
    const { station, archive } = freshStation();
    const commands = [...OPENING, ...DAY_1, ...NIGHT_1, ...DAY_2_EXECUTES_7];
    const gameId = play(station, commands);
    const logBefore = archive.readLog(gameId);
    const note = stepOf(OPENING.length + DAY_1.length);
    const correction = { gameId, step: note, command: { type: 'night-note', seat: 7, target: 2 } };
    expect(station.request('game.correct-preview', correction)).toEqual({
      ok: true,
      value: { replayed: 1, dropped: 2, winnerBefore: 'honest', winnerAfter: null, unchanged: false },
    });
    expect(archive.readLog(gameId)).toEqual(logBefore);
    expect(archive.getGame(gameId)).toMatchObject({ winner: 'honest' });
    // Refused as the correction itself would be, with the same reason.
    const refused = { gameId, step: 0, command: { type: 'deal' } };
    expect(station.request('game.correct-preview', refused)).toEqual(station.request('game.correct', refused));
    // And what it previewed is what the correction does.
    expect(station.request('game.correct', correction)).toMatchObject({ ok: true, value: { replayed: 1, dropped: 2 } });
  });

  it('correcting the deal keeps the roles the station dealt at the table, and applies what it previewed (tryout 12)', () => {
    // The fixtures' deal first (fixedRandom's), then a host whose every shuffle comes out another way, as the
    // station's own does: a deal drawn again would differ.
    let shuffles = 0;
    const turning: RandomSource = {
      shuffle: <T>(list: readonly T[]) => {
        if (++shuffles === 1) return fixedRandom().shuffle(list);
        const k = shuffles % list.length;
        return [...list.slice(k), ...list.slice(0, k)];
      },
      id: fixedRandom().id,
    };
    const { station, archive } = freshStation(turning);
    const gameId = play(station, [...OPENING, ...DAY_1, ...NIGHT_1, ...DAY_2_EXECUTES_7]);
    const roles = () => gameFromLog(archive.readLog(gameId)).state.players.map((p) => (p as { role: string }).role);
    const dealt = roles();
    const finished = archive.getGame(gameId)!;
    const correction = { gameId, step: stepOf(0), command: { type: 'deal' } };
    const preview = station.request('game.correct-preview', correction);
    expect(preview).toMatchObject({ ok: true, value: { dropped: 0, winnerAfter: finished.winner } });
    const applied = station.request('game.correct', correction);
    if (!applied.ok || !preview.ok) throw new Error(JSON.stringify(applied));
    expect(applied.value).toMatchObject({ replayed: preview.value.replayed, dropped: preview.value.dropped });
    expect(roles()).toEqual(dealt);
    expect(archive.getGame(gameId)).toMatchObject({ winner: finished.winner, scores: finished.scores });
  });

  it('a correction that keeps every later step legal replays them all', () => {
    const { station, archive } = freshStation();
    const commands = [...OPENING, ...DAY_1, ...NIGHT_1, ...DAY_2_EXECUTES_7];
    const gameId = play(station, commands);
    const corrected = station.request('game.correct', {
      gameId,
      step: stepOf(OPENING.length),
      command: { type: 'accuse', accuser: 3, accused: 6 },
    });
    const later = DAY_1.length - 1 + NIGHT_1.length + DAY_2_EXECUTES_7.length;
    expect(corrected).toEqual({
      ok: true,
      value: { version: commands.length + 1 + 2 + later, replayed: later, dropped: 0 },
    });
    expect(archive.getGame(gameId)).toMatchObject({ winner: 'honest', scores: [4, 4, 4, 4, 4, 0, 0] });
    // Correcting again works on the corrected game (its live steps are the new ones).
    const again = station.request('game.correct', {
      gameId,
      step: commands.length + 2,
      command: { type: 'accuse', accuser: 4, accused: 6 },
    });
    expect(again).toMatchObject({ ok: true, value: { replayed: later, dropped: 0 } });
  });

  it('refuses step 0, a marker step, an undone step, a refused command and a log command, writing nothing', () => {
    const { station, archive } = freshStation();
    const gameId = play(station, [...OPENING, ...DAY_1]);
    station.request('game.command', { gameId, commandId: 'u1', expectedVersion: 7, command: { type: 'undo' } });
    const rows = archive.readLog(gameId).length;
    const refusal = (payload: unknown) => station.request('game.correct', payload);
    // The step form refuses the creation, a meta step (the undo), an undone step and a step past the log.
    for (const [step, code] of [
      [0, 'correct.step-zero'],
      [7, 'correct.meta-step'],
      [6, 'correct.undone-step'],
      [9, 'correct.no-such-step'],
    ] as const) {
      expect(station.request('game.step-form', { gameId, step })).toMatchObject({
        ok: false,
        error: { kind: 'rule', code },
      });
    }
    expect(station.request('game.step-form', { gameId: 'missing', step: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(refusal({ gameId, step: 0, command: { type: 'end-sunrise' } })).toMatchObject({
      ok: false,
      error: { code: 'correct.step-zero' },
    });
    expect(refusal({ gameId, step: 6, command: { type: 'resolve-vote', yes: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'correct.undone-step' },
    });
    // The rules refuse the corrected command: an accusation of oneself.
    expect(refusal({ gameId, step: 3, command: { type: 'accuse', accuser: 1, accused: 1 } })).toMatchObject({
      ok: false,
      error: { kind: 'rule' },
    });
    expect(refusal({ gameId, step: 3, command: { type: 'undo' } })).toMatchObject({
      ok: false,
      error: { code: 'correct.meta-command' },
    });
    // Not a command of this ruleset, or no command at all.
    expect(refusal({ gameId, step: 3, command: { type: 'nominate', by: 1, nominee: 2 } })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
    expect(refusal({ gameId, step: 3 })).toMatchObject({ ok: false, error: { kind: 'invalid-payload' } });
    expect(archive.readLog(gameId)).toHaveLength(rows);
  });

  it('a preview says when the correction records what the step records now, the deal included (tryout13)', () => {
    const { station } = freshStation();
    const gameId = play(station, [...OPENING, ...DAY_1]);
    for (const step of [stepOf(0), stepOf(OPENING.length + 1)]) {
      const form = station.request('game.step-form', { gameId, step });
      if (!form.ok) throw new Error(JSON.stringify(form.error));
      const same = form.value.recorded.type === 'deal' ? { type: 'deal' } : form.value.recorded;
      expect(station.request('game.correct-preview', { gameId, step, command: same })).toMatchObject({
        ok: true,
        value: { unchanged: true },
      });
    }
    // The vote of day 1 with 4 hands instead of the 5 recorded: a change.
    const vote = stepOf(OPENING.length + 1);
    const other = station.request('game.correct-preview', {
      gameId,
      step: vote,
      command: { type: 'resolve-vote', yes: 4 },
    });
    expect(other).toMatchObject({ ok: true, value: { unchanged: false } });
  });

  it('publishes the corrected game to the console and the projector when it is the open one', () => {
    const { station } = freshStation();
    const gameId = play(station, [...OPENING, ...DAY_1]);
    const views: unknown[] = [];
    station.onPublicView((view) => views.push(view));
    const corrected = station.request('game.correct', { gameId, step: 4, command: { type: 'resolve-vote', yes: 1 } });
    expect(corrected).toMatchObject({ ok: true, value: { version: 11, replayed: 2, dropped: 0 } });
    expect(station.currentModeratorView()?.version).toBe(11);
    expect(views).toHaveLength(1);
  });
});

describe('correction property', () => {
  for (const rulesetId of RULESET_IDS) {
    it(`${rulesetId}: after any correction the stored log replays to the state the station holds`, () => {
      const outcomes = { corrected: 0, refused: 0 };
      fc.assert(
        fc.property(setupChoicesArb, fc.integer(), fc.integer({ min: 5, max: 80 }), (choices, seed, length) => {
          const pick = seededPick(seed);
          const archive = memoryArchive();
          const station = createStation({
            archive,
            random: fixedRandom(),
            clock: () => new Date('2026-11-22T20:00:00Z'),
          });
          const setup = setupOf(rulesetId, choices);
          const created = station.request('game.create', setup);
          if (!created.ok) throw new Error(JSON.stringify(created.error));
          const { gameId } = created.value;
          const load = (): Game => gameFromLog(archive.readLog(gameId));
          const asSent = (command: { type: string }) => (command.type === 'deal' ? { type: 'deal' } : command);
          for (let i = 0; i < length; i++) {
            const game = load();
            const command = pick(10) === 0 ? { type: 'undo' } : randomGameCommand(game, pick);
            if (!command) break;
            station.request('game.command', {
              gameId,
              commandId: `c${i}`,
              expectedVersion: game.version,
              command: asSent(command),
            });
          }
          for (let round = 0; round < 2; round++) {
            const game = load();
            const candidates = history(game.log).effective.filter((s) => s > 0);
            if (candidates.length === 0) break;
            const step = candidates[pick(candidates.length)]!;
            const form = station.request('game.step-form', { gameId, step });
            expect(form.ok).toBe(true);
            const before = gameFromLog(game.log.filter((e) => e.step < step));
            const command = randomGameCommand(before, pick) ?? { type: 'undo' };
            const result = station.request('game.correct', { gameId, step, command: asSent(command) });
            const after = load();
            if (result.ok) expect(result.value.version).toBe(after.version);
            else expect(after.version).toBe(game.version);
            outcomes[result.ok ? 'corrected' : 'refused']++;
            // The station's view is the view of its stored log, folded afresh.
            expect(station.currentModeratorView()).toEqual(moderatorView(after, gameId));
          }
        }),
        { numRuns: runs(25) },
      );
      expect(outcomes.corrected).toBeGreaterThan(10);
    }, 180_000);
  }
});
