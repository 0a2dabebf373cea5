/**
 * Tryout 15: the Hungarian printed protocol read a game's id as an ordinal («a73e…-768b4411c407. játék»),
 * and the `?` help called seats «székek» where every other place says «hely».
 */
import { describe, expect, it } from 'vitest';
import { stationTranslator } from '../fixtures/station-translator.ts';

const id = 'a73e6ac2-0000-4000-8000-768b4411c407';

describe('Hungarian: a game id and the seats', () => {
  it('the protocol header reads the id as an id, not an ordinal', () => {
    const text = stationTranslator('hu').t('print.protocol.game', { id });
    expect(text).not.toContain(`${id}.`);
    expect(text).toContain('azonosító');
    expect(text).toContain(id);
  });

  it('the help calls seats «hely», as everywhere else', () => {
    const text = stationTranslator('hu').t('keys.next-form');
    expect(text).not.toMatch(/szék/);
    expect(text).toMatch(/hely/);
  });
});
