import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { resolveDataDir, userDataDir } from '../../electron/station/data-dir.ts';

describe('the data folder: browser mode and Electron share one archive', () => {
  it('names the folder Electron uses for userData on each platform', () => {
    expect(userDataDir({ platform: 'linux', env: {}, home: '/home/m' })).toBe(
      join('/home/m', '.config', 'Mafia Station'),
    );
    expect(userDataDir({ platform: 'linux', env: { XDG_CONFIG_HOME: '/xdg' }, home: '/home/m' })).toBe(
      join('/xdg', 'Mafia Station'),
    );
    expect(userDataDir({ platform: 'darwin', env: {}, home: '/Users/m' })).toBe(
      join('/Users/m', 'Library', 'Application Support', 'Mafia Station'),
    );
    expect(
      userDataDir({ platform: 'win32', env: { APPDATA: 'C:\\Users\\m\\AppData\\Roaming' }, home: 'C:\\Users\\m' }),
    ).toBe(join('C:\\Users\\m\\AppData\\Roaming', 'Mafia Station'));
  });

  it('prefers an explicit folder, then MAFIA_STATION_DATA, then the user data folder', () => {
    const context = { platform: 'linux' as const, env: { MAFIA_STATION_DATA: '/data' }, home: '/home/m' };
    expect(resolveDataDir('/explicit', context)).toBe('/explicit');
    expect(resolveDataDir(null, context)).toBe('/data');
    expect(resolveDataDir(undefined, { ...context, env: {} })).toBe(join('/home/m', '.config', 'Mafia Station'));
  });
});
