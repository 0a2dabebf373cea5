// What can be checked of the installers here (issue 13 §3): electron-builder.yml validates against
// electron-builder's own schema, every file it names exists, the icons have the sizes the targets need,
// and the fuses the Electron security checklist asks for are set.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LINUX_ICON_SIZES } from '../../scripts/icon-sizes.ts';

// electron-builder's YAML, read field by field against its own JSON Schema below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BuilderYaml = Record<string, any>;
const config = parse(readFileSync('electron-builder.yml', 'utf8'), { strict: true, uniqueKeys: true }) as BuilderYaml;
const schema = JSON.parse(readFileSync('node_modules/app-builder-lib/scheme.json', 'utf8')) as object;

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('electron-builder.yml', () => {
  it('validates against electron-builder’s own schema (app-builder-lib/scheme.json)', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(schema);
    expect(validate(config), JSON.stringify(validate.errors, null, 1)).toBe(true);
  });

  it('targets AppImage and deb, NSIS, and dmg, and keeps better-sqlite3’s native module out of the asar', () => {
    expect(config['linux'].target).toEqual(['AppImage', 'deb']);
    expect(config['win'].target).toEqual(['nsis']);
    expect(config['mac'].target).toEqual(['dmg']);
    expect(config['asarUnpack']).toContain('node_modules/better-sqlite3/**/*.node');
    expect(config['productName']).toBe(JSON.parse(readFileSync('package.json', 'utf8')).productName);
  });

  it('sets the fuses of the Electron security checklist', () => {
    expect(config['electronFuses']).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    });
  });

  it('names only files that exist (the icons, the window icon)', () => {
    for (const path of [
      config['linux'].icon,
      config['win'].icon,
      config['mac'].icon,
      config['directories'].buildResources,
    ])
      expect(existsSync(path), path).toBe(true);
    for (const pattern of config['files'] as string[])
      if (!pattern.includes('*')) expect(existsSync(pattern), pattern).toBe(true);
  });

  it('has the icon in every size the targets need: 1024 px for macOS and Windows, the Linux set up to 512 px', () => {
    expect(pngSize(config['mac'].icon)).toEqual({ width: 1024, height: 1024 });
    expect(pngSize(config['win'].icon).width).toBeGreaterThanOrEqual(256);
    const linux = readdirSync(config['linux'].icon).sort();
    expect(linux).toEqual(LINUX_ICON_SIZES.map((n) => `${n}x${n}.png`).sort());
    for (const n of LINUX_ICON_SIZES)
      expect(pngSize(join(config['linux'].icon, `${n}x${n}.png`))).toEqual({ width: n, height: n });
  });
});
