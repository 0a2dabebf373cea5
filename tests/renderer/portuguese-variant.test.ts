/**
 * Club tryout: the Portuguese texts mixed European and Brazilian forms ("Rondas" beside "Rodadas", "equipa"
 * beside "equipe" and "time", "bónus" beside "bônus", "Desportivo" beside "Esportivo"). The translation is
 * Brazilian (registre, tela, time, celular; plural-rules.ts says so), so no European form is left; and the
 * tournament's format does not read "2 rodadas × 1 mesas".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../renderer/common/i18n.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';

const LOCALES_DIR = join(import.meta.dirname, '../../shared/locales');

/** European Portuguese words whose Brazilian forms the translation uses. */
const EUROPEAN = /\b(rondas?|equipas?|bónus|desportiv[oa]s?|ecrã|partilh\w*|até à)(?![\p{L}])/giu;

/** Every Portuguese message file: the app's and each ruleset's. */
const FILES = [
  join(LOCALES_DIR, 'pt.json'),
  ...readdirSync(join(LOCALES_DIR, 'rulesets'))
    .filter((f) => f.endsWith('.pt.json'))
    .map((f) => join(LOCALES_DIR, 'rulesets', f)),
];

describe('Portuguese is Brazilian throughout', () => {
  it.each(FILES.map((f) => [f.slice(LOCALES_DIR.length + 1), f]))('%s has no European form', (_, file) => {
    expect(readFileSync(file, 'utf8').match(EUROPEAN) ?? []).toEqual([]);
  });

  it('a tournament of one table: no "1 mesas"', () => {
    const { t } = createStationI18n('pt', MESSAGES).global;
    const text = t('tournaments.format', { rounds: 2, tables: 1, players: 8 });
    expect(text).not.toMatch(/\b1 mesas\b/);
    expect(text).toMatch(/2.*1.*8/);
  });
});
