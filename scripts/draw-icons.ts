// Draws the app's icon (resources/icon.svg) as the PNGs the installers need, with the Chromium the
// tests use: resources/icon.png (1024 px: electron-builder makes the macOS .icns and the Windows .ico
// from it) and resources/icons/<n>x<n>.png (the Linux sizes, AppImage and deb). Run after changing the
// SVG: `node scripts/draw-icons.ts`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { LINUX_ICON_SIZES } from './icon-sizes.ts';

const root = join(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'resources', 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  const draw = async (size: number, file: string): Promise<void> => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
    );
    writeFileSync(file, await page.screenshot({ omitBackground: true, type: 'png' }));
  };
  mkdirSync(join(root, 'resources', 'icons'), { recursive: true });
  await draw(1024, join(root, 'resources', 'icon.png'));
  for (const size of LINUX_ICON_SIZES) await draw(size, join(root, 'resources', 'icons', `${size}x${size}.png`));
} finally {
  await browser.close();
}
