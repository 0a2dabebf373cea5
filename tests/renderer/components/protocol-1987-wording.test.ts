// @vitest-environment happy-dom
/**
 * Tryout 11 read the Japanese 1987 protocol: «マフィア (1) → 伊藤 さくら（5）», a half-width «(1)» beside the
 * full-width «（5）» (session 18's JTF rule, tests/renderer/japanese-typesetting.test.ts: brackets full-width), built
 * in code where the messages could not catch it; and «処刑» where the console and the projector say «投票で追放».
 * The mafia's seats take the language's brackets and list separator, and the protocol words a 1987 vote-out as
 * the console does, in every language.
 */
import { describe, expect, it } from 'vitest';
import type { GameProtocol } from '../../../shared/print/index.ts';
import { LOCALES } from '../../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import { mountProtocolSheet, printedProtocol, protocolSeat } from './protocol-kit.ts';

const NAMES = ['佐藤 花子', '鈴木 一郎', '高橋 美咲', '田中 健', '伊藤 さくら', '渡辺 翔', '山本 拓也', '中村 愛'];

/** A 1987 game's first day and night: seat 2 voted out by hands 3, 4 and 6; the mafia (1 and 3) name seat 5, who is killed. */
function protocol(rulesetId: GameProtocol['rulesetId'] = 'davidoff-1987'): GameProtocol {
  return printedProtocol({
    gameId: 'g-1987-ja',
    rulesetId,
    scoring: { kind: 'ruleset' },
    seats: NAMES.map((name, i) =>
      protocolSeat(i + 1, name, i === 0 || i === 2 ? 'mafioso' : 'honest', i === 0 || i === 2 ? 'mafia' : 'honest', {
        alive: i !== 1 && i !== 4,
        left: i === 1 ? { kind: 'day', round: 1, cause: 'executed' } : null,
      }),
    ),
    periods: [
      {
        kind: 'day',
        round: 1,
        entries: [
          {
            kind: 'vote',
            subject: 'accusation',
            seats: [2],
            yes: 3,
            no: null,
            needed: 3,
            voters: [3, 4, 6],
            passed: true,
          },
          { kind: 'death', seat: 2, cause: 'executed', by: null, role: null },
        ],
      },
      {
        kind: 'night',
        round: 1,
        entries: [
          { kind: 'action', actor: 'mafia', seats: [1, 3], target: 5, answer: null },
          { kind: 'death', seat: 5, cause: 'killed', by: null, role: null },
        ],
      },
    ],
    result: null,
    steps: 9,
  });
}

/** The protocol's lines and its seats table, as the print page draws them. */
function printed(locale: (typeof LOCALES)[number], rulesetId?: GameProtocol['rulesetId']) {
  const wrapper = mountProtocolSheet(protocol(rulesetId), locale);
  return { lines: wrapper.findAll('.period li').map((li) => li.text()), text: wrapper.text() };
}

describe('the 1987 protocol (tryout 11)', () => {
  it('in Japanese, brackets the mafia’s seats full-width with «、» between them, as it brackets every seat', () => {
    const { lines } = printed('ja');
    expect(lines[2]).toBe('マフィア（1、3） → 伊藤 さくら（5）');
    // The hands voter by voter take «、» too (the live game read «（手：2, 4, 6）»).
    expect(lines[0]).toContain('（手：3、4、6）');
    for (const line of lines) expect(line).not.toMatch(/[()]/);
  });

  it('in the other languages, keeps the seats in plain brackets after a space', () => {
    expect(printed('en').lines[2]).toBe('Mafia (1, 3) → 伊藤 さくら (5)');
    expect(printed('en').lines[0]).toContain('(hands: 3, 4, 6)');
  });

  it.each(LOCALES)(
    '%s: says a 1987 player was voted out as the console does, in the lines and the seats table',
    (locale) => {
      const votedOut = (MESSAGES[locale] as { print: { cause: Record<string, string> } }).print.cause['voted-out']!;
      const executed = (MESSAGES[locale] as { print: { cause: Record<string, string> } }).print.cause.executed!;
      const { lines, text } = printed(locale);
      expect(lines[1]).toContain(votedOut);
      expect(text).not.toContain(executed);
      // The rulesets whose day ends in an execution vote keep their word.
      expect(printed(locale, 'mensa-hungariqa').lines[1]).toContain(executed);
    },
  );
});
