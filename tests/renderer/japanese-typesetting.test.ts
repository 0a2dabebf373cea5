/**
 * The rule: Japanese is typeset as Japanese, after the JTF 日本語標準スタイルガイド (Japan Translation Federation),
 * which Japanese software localisation follows. No half-width space stands between a full-width (Japanese)
 * character — kana, kanji, full-width punctuation or brackets — and a half-width one — a placeholder, a Latin
 * letter or a digit — in either order; a placeholder is typeset like the word it stands for
 * («{accuser}が{accused}を告発», «{seat}のメモを読み», «Enterを押して»). Spaces stay only where Japanese itself
 * puts one: between half-width words with no Japanese between them («Mafia Station», «{name} {seat}»). Colons
 * and brackets in Japanese text are the full-width ones («採点：{preset}», «（{detail}）»), as most of the files
 * already wrote them; only a formula keeps its mathematical brackets. A «？» that ends a question is followed by
 * no space either («告発を支持する人は？3つ数えたら», as «配りますか？この設定で» already was). A seat is labelled
 * one way on the console, the projector and the print: «{name}（{seat}）». A dash or a middle dot that sets two parts
 * apart is set as JTF sets them: no space on either side, the dot the full-width 中黒 «・» («{seat}番席・{name}»,
 * «発言終了—次へ»), not the half-width « · » and « — » of the English files (tryout 11: 44 messages kept them).
 *
 * Three user tryouts read «佐藤 花子（1） が 鈴木 一郎（4） を告発» and «生存 4 / 10 人» beside «投票できるのは9人»
 * in the same files. This test reads every Japanese message (every ja locale file) and every line of the
 * station's and windows' sources that holds Japanese, and lists each place that breaks the rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenMessages } from '../../shared/locales/key-diff.ts';
import { localeFilePairs, readMessageFile } from '../../scripts/locale-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** A full-width character: CJK punctuation, kana, kanji, full-width forms (（）：！？ and the like). */
const FULL_WIDTH =
  '[\\u3000-\\u303F\\u3040-\\u309F\\u30A0-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF\\uFF01-\\uFF60]';

/** A half-width word's edge: a placeholder (`{seat}`), a Latin letter (accented too) or a digit. */
const HALF_WIDTH = '(?:\\{[^{}]*\\}|\\p{Script=Latin}|[0-9])';

/** A half-width space between the two, in either order. */
const SPACED = new RegExp(`${FULL_WIDTH} +${HALF_WIDTH}|${HALF_WIDTH} +${FULL_WIDTH}`, 'u');

/** Each place (`file key` or `file:line`) whose text breaks the rule, with the text, for a readable failure. */
function offenders(texts: Iterable<[string, string]>, breaks = (text: string) => SPACED.test(text)): string[] {
  return [...texts].filter(([, text]) => breaks(text)).map(([where, text]) => `${where}: ${text}`);
}

/** A Japanese message with a half-width colon or bracket outside its placeholders. */
function halfWidthPunctuation(text: string): boolean {
  return new RegExp(FULL_WIDTH, 'u').test(text) && /[():]/.test(text.replace(/\{[^{}]*\}/g, ''));
}

/** The one message that is a formula, whose brackets are mathematics and not Japanese punctuation. */
const FORMULA = 'shared/locales/ja.json tournaments.scoring.compensation-hint';

/** Every Japanese message, by its file and dotted key. */
function japaneseMessages(): [string, string][] {
  return localeFilePairs(ROOT, 'ja').flatMap(({ translation }) =>
    [...flattenMessages(readMessageFile(ROOT, translation))].map(([key, text]): [string, string] => [
      `${translation} ${key}`,
      text,
    ]),
  );
}

/** Every line holding Japanese in the TypeScript and Vue sources of shared/, electron/ and renderer/. */
function japaneseSourceLines(): [string, string][] {
  const japanese = new RegExp(FULL_WIDTH, 'u');
  return ['shared', 'electron', 'renderer'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|vue)$/.test(file))
      .flatMap((file) =>
        readFileSync(join(ROOT, dir, file), 'utf8')
          .split('\n')
          .map((line, index): [string, string] => [`${dir}/${file}:${index + 1}`, line])
          .filter(([, line]) => japanese.test(line)),
      ),
  );
}

describe('Japanese typesetting (JTF: no space between full-width and half-width)', () => {
  it('reads a sample the rule is meant to catch, and passes the forms it allows', () => {
    expect(SPACED.test('{accuser} が {accused} を告発')).toBe(true);
    expect(SPACED.test('生存 {living} / {total} 人')).toBe(true);
    expect(SPACED.test('席番号を入力してから R を押す')).toBe(true);
    expect(SPACED.test('Mafia Station で印刷')).toBe(true);
    expect(SPACED.test('{accuser}が{accused}を告発')).toBe(false);
    expect(SPACED.test('Mafia Stationで印刷')).toBe(false);
    expect(SPACED.test('{name} {seat}')).toBe(false);
  });

  it('holds in every Japanese message', () => {
    const messages = japaneseMessages();
    expect(messages.length).toBeGreaterThan(1000);
    expect(offenders(messages)).toEqual([]);
  });

  it('writes colons and brackets full-width in every Japanese message but the formula', () => {
    const messages = japaneseMessages().filter(([where]) => where !== FORMULA);
    expect(offenders(messages, halfWidthPunctuation)).toEqual([]);
  });

  it('sets a dash or a middle dot with no space on either side, the dot full-width («{seat}番席・{name}», «発言終了—次へ»)', () => {
    const spacedSeparator = (text: string) => /[ \u3000][—―·・]|[—―·・][ \u3000]/u.test(text);
    const halfWidthDot = (text: string) => text.includes('·');
    expect(spacedSeparator('{seat}番席 · {name}') && spacedSeparator('発言終了 — 次へ')).toBe(true);
    expect(spacedSeparator('{seat}番席・{name}') || spacedSeparator('発言終了—次へ')).toBe(false);
    expect(offenders(japaneseMessages(), spacedSeparator)).toEqual([]);
    // The formula's «K·上限» is a product, not a separator.
    const messages = japaneseMessages().filter(([where]) => where !== FORMULA);
    expect(offenders(messages, halfWidthDot)).toEqual([]);
  });

  it('labels a seat on the print as the console and the projector do', () => {
    const ja = new Map(japaneseMessages());
    expect(ja.get('shared/locales/ja.json seat.named')).toBe('{name}（{seat}）');
    expect(ja.get('shared/locales/ja.json print.seat-label')).toBe('{name}（{seat}）');
  });

  it('sets a game id apart from the word before it, never glued to it («ゲーム7e47f185-…»)', () => {
    // A game id is a UUID: typeset like a word it is unreadable after «ゲーム»; a colon or brackets set it apart.
    const glued = /[\u30A0-\u30FF\u4E00-\u9FFF]\{(?:id|gameId)\}/u;
    expect(glued.test('ゲーム{gameId}に')).toBe(true);
    expect(offenders(japaneseMessages(), (text) => glued.test(text))).toEqual([]);
  });

  it('holds in every line of Japanese in the sources of shared/, electron/ and renderer/', () => {
    expect(offenders(japaneseSourceLines())).toEqual([]);
  });
});
