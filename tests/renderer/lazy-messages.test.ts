import { describe, expect, it } from 'vitest';
import { loadMessages, loadStationI18n, LOCALES, setStationLocale } from '../../renderer/common/i18n.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';

// The windows load one language's message files when they need it (issue 14: locales loaded lazily);
// what they load must be exactly what shared/locales/messages.ts merges for the station and the tests.
describe('messages loaded lazily, one language at a time', () => {
  it.each(LOCALES)('%s: the lazily loaded messages are the merged ones', async (locale) => {
    expect(await loadMessages(locale)).toEqual(MESSAGES[locale]);
  });

  it('a window starts with its own language only, and loads another when switched to it', async () => {
    const i18n = await loadStationI18n('en');
    expect(i18n.global.availableLocales).toEqual(['en']);
    expect(i18n.global.t('common.cancel')).toBe('Cancel');
    await setStationLocale(i18n, 'fr');
    expect(i18n.global.locale.value).toBe('fr');
    expect(i18n.global.t('common.cancel')).toBe((MESSAGES.fr as { common: { cancel: string } }).common.cancel);
  });

  it('the later of two quick choices wins, whichever language loads first', async () => {
    const i18n = await loadStationI18n('en');
    const slow = setStationLocale(i18n, 'ja');
    const quick = setStationLocale(i18n, 'en');
    await Promise.all([slow, quick]);
    expect(i18n.global.locale.value).toBe('en');
  });
});
