/**
 * Tryfix 7: the MafiaRatings import's refusals said their reason in English inside a translated message. The
 * station now gives a code and its parameters (electron/station/station-exchange.ts); each has its sentence in
 * every language, with every parameter in it; so do the file's shape and a game's replay (shared/exchange).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

/** Each refusal the import gives, with parameters as the station sends them. */
const REFUSALS: [string, Record<string, string | number>][] = [
  ['import-no-settings', {}],
  ['import-bad-scoring', { why: 'scoring.bad-weight' }],
  ['import-scoring-not-city', { why: 'scoring.ruleset-has-no-game-score: mode' }],
  ['import-options-not-city', { why: 'options.mafiaCount' }],
  ['import-ends-before-start', {}],
  ['import-no-table', { game: 'cup-r1' }],
  ['import-past-tables', { game: 'cup-r1', round: 7, table: 9, rounds: 4, tables: 1 }],
  ['import-same-table', { round: 2, table: 1 }],
  ['import-duplicate-player', { name: 'Vera' }],
  ['import-game-exists', {}],
  // The file's shape and a game's replay (shared/exchange): their reasons were the exchange module's English words.
  ['import-too-long', { max: 2_000_000 }],
  ['import-not-json', { detail: 'Unexpected end of JSON input' }],
  ['import-not-plain-json', { detail: '$.games.0: nested deeper than 12 levels' }],
  ['import-not-the-format', { path: 'games.0.players.0.role', detail: 'Invalid type' }],
  ['import-game-twice', { game: 'g5' }],
  ['import-game-no-table-setup', { game: 'g5', why: 'setup.too-few-players' }],
  ['import-game-step-refused', { game: 'g5', command: 'vote', why: 'vote.voter-must-be-living' }],
  ['import-game-not-writable', { game: 'g5', why: 'not-finished' }],
  ['import-game-differs', { game: 'g7', field: 'winner' }],
];

describe('the MafiaRatings import’s refusals, in every language', () => {
  it.each(LOCALES)('%s: each reason has its sentence, with its parameters', (locale) => {
    const tr = stationTranslator(locale);
    for (const [code, params] of REFUSALS) {
      const key = `error.exchange.${code}`;
      expect(tr.te(key), key).toBe(true);
      const text = tr.t(key, params);
      for (const value of Object.values(params)) expect(text, `${locale} ${key}`).toContain(String(value));
      expect(text, `${locale} ${key}`).not.toMatch(/\{\w+\}/);
    }
  });
});
