import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { englishMessages as en } from '../../shared/locales/messages.ts';

// The projector display picker speaks only through message keys: each it uses, and each refusal the
// display host can give, has an English message.

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');
const { te } = createI18n({ legacy: false, locale: 'en', messages: { en }, missingWarn: false }).global;

describe('the projector display picker’s messages', () => {
  it('every display-picker key the component uses is in English', () => {
    const keys = [
      ...read('renderer/moderator/components/ProjectorDisplayPicker.vue').matchAll(/'(display-picker\.[a-z-]+)'/g),
    ].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThanOrEqual(8);
    for (const key of keys) expect(te(key, 'en'), key).toBe(true);
  });

  it('every display refusal the station or the shell can give is in English', () => {
    const sources = read('electron/station/station.ts') + read('electron/main/follow-displays.ts');
    const codes = [...sources.matchAll(/code: '(display\.[a-z-]+)'/g)].map((m) => m[1]!);
    expect(new Set(codes)).toEqual(new Set(['display.unavailable', 'display.unknown']));
    for (const code of codes) expect(te(`error.${code}`, 'en'), code).toBe(true);
  });
});
