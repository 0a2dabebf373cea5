/**
 * shared/ runs in the main process, the renderer, browser mode and tests (DESIGN.md "The engine"):
 * no hidden randomness or clock. What it may import (no Electron, Vue, Pinia, database or Node module) is
 * dependency-cruiser's to check (`npm run layers`, .dependency-cruiser.cjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED = join(ROOT, 'shared');

/** Every source file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|mts|cts|js|mjs|cjs|vue|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The source without its comments (so that a comment may name what the code must not use). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
}

/** The nondeterministic or host-only calls shared/ must not make. */
const FORBIDDEN_CALLS: [RegExp, string][] = [
  [/\bMath\s*\.\s*random\b/, 'Math.random'],
  [/\bDate\s*\.\s*now\b/, 'Date.now'],
  [/\bnew\s+Date\s*\(/, 'new Date('],
  [/\bperformance\s*\.\s*now\b/, 'performance.now'],
  [/\bcrypto\s*\.\s*(getRandomValues|randomUUID)\b/, 'crypto randomness'],
  [/\bprocess\s*\.\s*(env|argv|hrtime|cwd)\b/, 'process'],
];

function forbiddenCalls(source: string): string[] {
  const code = withoutComments(source);
  return FORBIDDEN_CALLS.filter(([pattern]) => pattern.test(code)).map(([, name]) => name);
}

const files = sourceFiles(SHARED).filter((f) => !f.endsWith('.json'));

describe('purity of shared/', () => {
  it('has source files to check (engine and contract)', () => {
    const names = files.map((f) => relative(ROOT, f));
    expect(names).toContain(join('shared', 'engine', 'game.ts'));
    expect(names).toContain(join('shared', 'engine', 'rulesets', 'davidoff-1987', 'decide.ts'));
    expect(names.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s uses no Math.random, Date.now or new Date(', (_name, file) => {
    expect(forbiddenCalls(readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('purity checker (so that the scan cannot pass by seeing nothing)', () => {
  it('finds the forbidden calls in code but not in comments', () => {
    expect(forbiddenCalls('const r = Math.random();')).toEqual(['Math.random']);
    expect(forbiddenCalls('const t = Date.now();')).toEqual(['Date.now']);
    expect(forbiddenCalls('const d = new Date();')).toEqual(['new Date(']);
    expect(forbiddenCalls('const d = new Date(0);')).toEqual(['new Date(']);
    expect(
      forbiddenCalls('// no Math.random, no Date.now, no new Date() here\n/* Math.random */ const x = 1;'),
    ).toEqual([]);
  });
});

describe('tsconfig.shared.json', () => {
  const file = join(ROOT, 'tsconfig.shared.json');
  const raw = ts.readConfigFile(file, ts.sys.readFile);
  const config = raw.config as { compilerOptions?: { types?: string[]; lib?: string[] }; include?: string[] };
  // The options as the compiler sees them, with "extends" resolved.
  const effective = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;

  it('reads without error', () => {
    expect(raw.error).toBeUndefined();
    expect(effective.errors).toEqual([]);
  });

  it('has "types": [] (no @types/node in shared/)', () => {
    expect(config.compilerOptions?.types).toEqual([]);
    expect(effective.options.types).toEqual([]);
  });

  it('has no DOM lib', () => {
    const libs = (config.compilerOptions?.lib ?? []).map((l) => l.toLowerCase());
    expect(libs.length).toBeGreaterThan(0);
    expect(libs.filter((l) => l.startsWith('dom') || l.startsWith('webworker'))).toEqual([]);
    const effectiveLibs = (effective.options.lib ?? []).map((l) => l.toLowerCase());
    expect(effectiveLibs.length).toBeGreaterThan(0);
    expect(effectiveLibs.filter((l) => /lib\.(dom|webworker)/.test(l))).toEqual([]);
  });

  it('covers shared/', () => {
    expect(config.include).toContain('shared/**/*.ts');
  });
});
