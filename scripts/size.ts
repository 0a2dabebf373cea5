// `npm run size`: the gzip size of the JavaScript (and CSS) each built renderer page loads at start: its
// entry chunk and every chunk it imports statically (the page's modulepreload links, followed through the
// chunks' own static imports), never the chunks loaded lazily (a language's messages, a page opened later).
// Reads out/renderer as the last `electron-vite build` left it (issue 14's bundle-size figures).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'out', 'renderer');

/** The files a page's HTML names: its module scripts and preloads, and its stylesheets. */
function htmlAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [
    ...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return { scripts, styles };
}

/** The relative chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code: string): string[] {
  const found = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]!);
  return [...new Set(found)];
}

/** Every chunk a page loads at start: the HTML's scripts and what they import statically, transitively. */
function startChunks(pageDir: string, scripts: string[]): string[] {
  const seen = new Set<string>();
  const queue = scripts.map((src) => resolve(pageDir, src));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) queue.push(resolve(dirname(file), spec));
  }
  return [...seen];
}

const gzipKb = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 1024;
const rawKb = (files: string[]) => files.reduce((sum, file) => sum + readFileSync(file).length, 0) / 1024;

if (!existsSync(OUT)) {
  console.error('No build in out/renderer: run `npx electron-vite build` first.');
  process.exit(2);
}
const pages = readdirSync(OUT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(OUT, entry.name, 'index.html')))
  .map((entry) => entry.name)
  .sort();

console.log('page        JS at start (gzip)   JS raw      CSS (gzip)   chunks');
for (const page of pages) {
  const pageDir = join(OUT, page);
  const { scripts, styles } = htmlAssets(readFileSync(join(pageDir, 'index.html'), 'utf8'));
  const chunks = startChunks(pageDir, scripts);
  const css = styles.map((href) => resolve(pageDir, href)).filter((file) => existsSync(file));
  const names = chunks.map((file) => file.slice(OUT.length + 1)).join(', ');
  console.log(
    `${page.padEnd(12)}${gzipKb(chunks).toFixed(1).padStart(10)} KB        ${rawKb(chunks).toFixed(0).padStart(6)} KB  ${gzipKb(css).toFixed(1).padStart(8)} KB   ${names}`,
  );
}
