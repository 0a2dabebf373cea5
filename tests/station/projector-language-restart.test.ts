/**
 * Tryout 6: after a restart in the middle of an evening the projector, the mirror, the overlays and the phones'
 * cards came back in English, the room's language having been a variable of the run. It is kept in the data
 * folder (mode 0600) and read when the station starts.
 */
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECTOR_SETTINGS_FILE } from '../../electron/station/projector-hold.ts';
import { restartableStations } from './helpers.ts';

const stations = restartableStations();

describe('the room’s language across a restart', () => {
  it('comes back as the moderator left it, kept in a private file beside the archive', () => {
    const first = stations.start();
    expect(first.currentProjectorLocale()).toBe('en');
    expect(first.request('projector.locale', { locale: 'fr' })).toEqual({ ok: true, value: { locale: 'fr' } });
    expect(statSync(join(stations.dirOf(first), PROJECTOR_SETTINGS_FILE)).mode & 0o777).toBe(0o600);

    const again = stations.restart(first);
    expect(again.currentProjectorLocale()).toBe('fr');
  });

  it('starts in English when the file is missing or not what the station wrote', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mafia-room-language-'));
    writeFileSync(join(dir, PROJECTOR_SETTINGS_FILE), JSON.stringify({ locale: 'xx' }));
    expect(stations.start(dir).currentProjectorLocale()).toBe('en');
  });
});
