import { describe, expect, it } from 'vitest';
import { cleanName, createGame, graphemeLength, MAX_NAME_LENGTH } from '../../shared/engine/index.ts';
import { expectSetupError, playerNames, setupFor } from './helpers.ts';

/** Six names with `name` at seat 1. */
function tableWith(name: string): string[] {
  return [name, ...playerNames(6).slice(1)];
}

/** Six names with `first` at seat 1 and `second` at seat 4. */
function tableWithPair(first: string, second: string): string[] {
  const names = playerNames(6);
  names[0] = first;
  names[3] = second;
  return names;
}

const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'; // 👨‍👩‍👧‍👦, one grapheme of 11 UTF-16 units
const FLAG = '\u{1F1EB}\u{1F1F7}'; // 🇫🇷, two regional indicators, one grapheme
const X_ACUTE = 'x\u0301'; // x with a combining acute: no precomposed form, one grapheme of two code points

describe('player names: empty', () => {
  it.each([[''], ['   '], ['\t \u3000']])('%j is refused', (name) => {
    expectSetupError(setupFor(tableWith(name)), 'name.empty', { seat: 1 });
  });
});

describe('player names: invisible characters only are empty', () => {
  it.each([
    ['a zero-width space', '\u200B'],
    ['a Hangul filler', '\u3164'],
    ['a soft hyphen and a word joiner', '\u00AD\u2060'],
    ['a byte order mark between spaces', ' \uFEFF '],
  ])('a name of %s is refused', (_what, name) => {
    expectSetupError(setupFor(tableWith(name)), 'name.empty', { seat: 1 });
  });
});

describe('player names: at most 40 characters, counted as graphemes', () => {
  it('the limit is 40', () => {
    expect(MAX_NAME_LENGTH).toBe(40);
  });

  it.each([
    { name: '40 letters are accepted, 41 are refused', unit: 'a', refusal: { max: 40, length: 41, seat: 1 } },
    {
      name: '40 family emoji are accepted (each is one character), 41 are refused',
      unit: FAMILY,
      codeUnits: 11,
      refusal: { length: 41 },
    },
    { name: '40 flags are accepted, 41 are refused', unit: FLAG, refusal: { length: 41 } },
    { name: '40 combining sequences are accepted, 41 are refused', unit: X_ACUTE, refusal: { length: 41 } },
  ])('$name', ({ unit, codeUnits, refusal }) => {
    expect(graphemeLength(unit)).toBe(1);
    if (codeUnits !== undefined) expect(unit.length).toBe(codeUnits);
    expect(createGame(setupFor(tableWith(unit.repeat(40)))).ok).toBe(true);
    expectSetupError(setupFor(tableWith(unit.repeat(41))), 'name.too-long', refusal);
  });

  it('the surrounding spaces do not count', () => {
    expect(createGame(setupFor(tableWith(`  ${'a'.repeat(40)}  `))).ok).toBe(true);
  });
});

describe('player names: no control or bidirectional characters', () => {
  it.each([
    ['a bell', 'An\u0007na'],
    ['a NUL', 'An\u0000na'],
    ['a line feed inside', 'An\nna'],
    ['an escape (terminal sequence)', '\u001B[31mAnna'],
    ['a DEL', 'Anna\u007F'],
    ['a C1 control', 'An\u0085na'],
    ['a right-to-left override U+202E', 'Anna\u202Egnp.exe'],
    ['a left-to-right override U+202D', '\u202DAnna'],
    ['a right-to-left embedding U+202B', 'An\u202Bna'],
    ['a pop directional formatting U+202C', 'Anna\u202C'],
    ['a right-to-left isolate U+2067', 'An\u2067na'],
    ['a first strong isolate U+2068', 'An\u2068na'],
    ['a pop directional isolate U+2069', 'An\u2069na'],
    ['a right-to-left mark U+200F', 'Anna\u200F'],
    ['a left-to-right mark U+200E', '\u200EAnna'],
    ['an Arabic letter mark U+061C', 'An\u061Cna'],
  ])('a name with %s is refused', (_what, name) => {
    expectSetupError(setupFor(tableWith(name)), 'name.forbidden-character', { seat: 1 });
  });

  it('the refused name is quoted safely in the error', () => {
    const error = expectSetupError(setupFor(tableWith('Anna\u202E')), 'name.forbidden-character');
    expect(error.params['name']).toBe(JSON.stringify('Anna\u202E'));
  });

  it('the joiners inside an emoji are not refused', () => {
    expect(cleanName(FAMILY).ok).toBe(true);
  });
});

describe('player names: no duplicates after normalisation and case folding', () => {
  it.each([
    ['the same name', 'Anna', 'Anna'],
    ['a different case', 'Anna', 'ANNA'],
    ['lower case', 'anna', 'Anna'],
    ['surrounding spaces', 'Anna', ' Anna '],
    ['é precomposed vs decomposed', 'Ren\u00E9', 'Rene\u0301'],
    ['ß vs SS (full case folding)', 'Straße', 'STRASSE'],
    ['ß vs ss', 'Straße', 'strasse'],
    ['full-width letters (compatibility normalisation)', 'Anna', '\uFF21\uFF4E\uFF4E\uFF41'],
    ['a ligature', 'ﬀ', 'FF'],
    ['Greek final sigma', 'ΟΔΥΣΣΕΥΣ', 'οδυσσευσ'],
    ['a zero-width space inside', 'Anna', 'An\u200Bna'],
    ['a soft hyphen inside', 'Anna', 'An\u00ADna'],
    ['a variation selector', '\u2764', '\u2764\uFE0F'],
  ])('%s is refused (%s / %s)', (_what, first, second) => {
    expectSetupError(setupFor(tableWithPair(first, second)), 'name.duplicate', { seat: 4, other: 1 });
  });

  it('different names are accepted: Anna, Anne, Ana', () => {
    expect(createGame(setupFor(['Anna', 'Anne', 'Ana', 'Bob', 'Rene', 'René'])).ok).toBe(true);
  });

  it('names are stored trimmed and in NFC', () => {
    const created = createGame(setupFor(tableWith('  Rene\u0301  ')));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.value.state.players[0]!.name).toBe('Ren\u00E9');
    const first = created.value.log[0]!.event;
    // The log keeps the cleaned setup, so that a replay sees the same names.
    expect(first.type === 'game-created' && first.setup.players[0]).toBe('Ren\u00E9');
  });
});
