import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../renderer/common/i18n.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';

// Dates and numbers go through vue-i18n's d() and n() with the named formats of shared/locales/formats.ts.
describe('named date and number formats', () => {
  const { d, n } = createStationI18n('en', MESSAGES).global;

  it('numbers: plain, percent, points, signed points, ratio, size in a unit', () => {
    expect(n(1234, 'plain')).toBe('1,234');
    expect(n(0.456, 'percent')).toBe('46%');
    expect(n(2.12345, 'points')).toBe('2.123');
    expect([n(0.5, 'points-signed'), n(-1, 'points-signed'), n(0, 'points-signed')]).toEqual(['+0.5', '-1', '0']);
    expect(n(1.234, 'ratio')).toBe('1.23');
    expect(n(1.25, { key: 'size', unit: 'megabyte' })).toBe('1.3 MB');
  });

  it('dates: a calendar day stays that day in any time zone', () => {
    expect(d(new Date('2026-11-26T00:00:00Z'), 'day')).toBe('Nov 26, 2026');
  });

  it('follow the window language', () => {
    const fr = createStationI18n('fr', MESSAGES).global;
    expect(fr.n(0.5, 'percent').replace(/\s/g, ' ')).toBe('50 %');
    expect(fr.d(new Date('2026-11-26T00:00:00Z'), 'day')).toBe('26 nov. 2026');
  });
});
