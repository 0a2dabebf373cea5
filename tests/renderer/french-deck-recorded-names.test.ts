/**
 * The French deck dealt with real cards: on night 1 the moderator records each mafioso as he opens his eyes, and the
 * line says who is recorded so far. It read them as bare seat numbers («déjà saisis : 1, 4») where every other line
 * of the night, and the other rulesets' lists (Mensa's mafia, the tied players), name the player: «Anna (1), Dan (4)».
 */
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../shared/engine/index.ts';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const NAMES: Record<number, string> = { 1: 'Anna', 4: 'Dan' };
const label = (seat: number) => `${NAMES[seat] ?? '?'} (${seat})`;

/** The night-1 line with two mafiosi recorded and one still to record, as the engine gives it. */
const RECORD_MAFIA = {
  key: 'prompt.french-deck.night.record-mafia',
  params: { round: 1, missing: 1, recorded: '1, 4', role: 'mafioso' },
  commands: ['record-role'],
} as unknown as Prompt;

describe('the French deck’s line for recording the mafia dealt by hand', () => {
  it.each(LOCALES)('%s: names the players recorded so far', (locale) => {
    const text = promptText(stationTranslator(locale), RECORD_MAFIA, label);
    expect(text).toContain('Anna (1)');
    expect(text).toContain('Dan (4)');
  });
});
