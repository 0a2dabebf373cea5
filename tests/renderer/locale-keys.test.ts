import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from 'vue-i18n';
import { englishMessages as en } from '../../shared/locales/messages.ts';

// The engine speaks in message keys and codes; the renderer translates them. These tests read the
// engine's source for every key it can emit, so that a new rule or prompt cannot ship untranslated.

const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function read(file: string): string {
  return readFileSync(file.startsWith('/') ? file : join(ROOT, file), 'utf8');
}

/** The body of one exported type alias, up to its terminating semicolon at the start of a line. */
function typeBlock(source: string, name: string): string {
  const start = source.indexOf(`export type ${name} =`);
  if (start < 0) throw new Error(`type ${name} not found`);
  const end = source.indexOf(';\n\n', start);
  return source.slice(start, end < 0 ? undefined : end);
}

function literals(block: string, field: string): string[] {
  return [...block.matchAll(new RegExp(`${field}: '([^']+)'`, 'g'))].map((m) => m[1]!);
}

/**
 * The string constants a file can use: its own, else those of its own folder (a ruleset exports its prefix).
 * Not those of the folders below it: a shared helper's constant is not a ruleset's, and taking whichever
 * ruleset's came last made the codes depend on the rulesets' names (a ruleset named after mensa-hungariqa hid
 * Mensa's discipline codes).
 */
function constantsFor(file: string): Map<string, string> {
  const folder = file.slice(0, file.lastIndexOf('/'));
  const defined = (source: string) =>
    [...source.matchAll(/const (\w+) = '([^']+)';/g)].map((m) => [m[1]!, m[2]!] as const);
  const siblings = engineFiles.filter((f) => f.slice(0, f.lastIndexOf('/')) === folder && f !== file);
  return new Map([...siblings.flatMap((f) => defined(read(f))), ...defined(read(file))]);
}

/**
 * The shared helpers that fail with codes under the prefix they are given, each code counted at every call
 * (`removalRefused(R, …)`, `runCommand(R, …)`, `tableNames('french-deck', …)`): its name, the parameter its
 * own template names, and the codes it builds.
 */
const PREFIXED_REFUSALS = [
  // discipline.ts: the shared removal refusal.
  { helper: 'removalRefused', param: 'ruleset', codes: ['removal-reason', 'removal-note'] },
  // command-table.ts: the door of every ruleset's decide.
  { helper: 'runCommand', param: 'rule', codes: ['unknown-command', 'game-over'] },
  // table.ts: the first check of every ruleset's setup.
  { helper: 'tableNames', param: 'rulesetId', codes: ['player-count'] },
];

/**
 * The discipline option's commands (discipline-commands.ts), built for each ruleset that has the option from
 * the id it gives (`disciplineCommands<…>({ id: 'mensa-hungariqa', … })`): the codes of its own `${R}.…`
 * refusals and the removal refusal it calls with the same prefix, counted under each such id.
 */
const DISCIPLINE = { helper: 'disciplineCommands', param: 'R' };

/** The codes the discipline commands build under prefix R: their own templates, then the removal refusal's. */
function disciplineCodes(): string[] {
  const source = read('shared/engine/rulesets/discipline-commands.ts');
  const own = [...source.matchAll(/\bfail(?:<[^>]*>)?\(\s*`\$\{R\}\.([^`]+)`/g)].map((m) => m[1]!);
  const removal = /\bremovalRefused\(R,/.test(source) ? PREFIXED_REFUSALS[0]!.codes : [];
  return [...new Set([...own, ...removal])];
}

/**
 * Every rule error code in a source file: fail('code' …) and fail(`${R}.code` …) with R's value, and the
 * codes of each PREFIXED_REFUSALS helper at each call, under the prefix it is given (a constant or a string).
 */
function failCodes(file: string): string[] {
  const source = read(file);
  const constants = constantsFor(file);
  const constant = (name: string): string => {
    const value = constants.get(name);
    if (value === undefined) throw new Error(`unknown constant ${name} in a fail code`);
    return value;
  };
  // A helper's own template names its parameter, not a constant: its codes are counted at each call.
  const own = [...PREFIXED_REFUSALS, DISCIPLINE].filter(({ helper }) =>
    new RegExp(`export function ${helper}\\b`).test(source),
  );
  const ownPrefix = (prefix: string | undefined) => own.some(({ param }) => prefix === param);
  const direct = [...source.matchAll(/\bfail(?:<[^>]*>)?\(\s*(['`])([^'`]+)\1/g)]
    .map((m) => m[2]!)
    .filter((code) => !own.some(({ param }) => code.startsWith(`\${${param}}.`)))
    .map((code) => code.replace(/\$\{(\w+)\}/g, (_, name: string) => constant(name)));
  const prefixed = PREFIXED_REFUSALS.flatMap(({ helper, codes }) =>
    [...source.matchAll(new RegExp(`\\b${helper}\\((?:(\\w+)|'([^']+)'),`, 'g'))]
      .filter((m) => !ownPrefix(m[1]))
      .flatMap((m) => codes.map((rule) => `${m[1] ? constant(m[1]) : m[2]!}.${rule}`)),
  );
  const disciplined = [...source.matchAll(/\bdisciplineCommands<[^>]*>\(\{\s*id: (?:(\w+)|'([^']+)')/g)].flatMap((m) =>
    disciplineCodes().map((rule) => `${m[1] ? constant(m[1]) : m[2]!}.${rule}`),
  );
  return [...direct, ...prefixed, ...disciplined];
}

const engineFiles = sourceFiles('shared/engine');
const engineSource = engineFiles.map(read).join('\n');
// The 1987 console's own types (its phases and timeline), the core's log markers, and every ruleset's
// announcements (the projector's namespace is shared by all rulesets).
const types = read('shared/engine/rulesets/davidoff-1987/types.ts');
const core = read('shared/engine/core.ts');
const rulesetTypes = readdirSync(join(ROOT, 'shared/engine/rulesets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => read(`shared/engine/rulesets/${entry.name}/types.ts`));

const i18n = createI18n({ legacy: false, locale: 'en', messages: { en }, missingWarn: false, fallbackWarn: false });
const { t, te } = i18n.global;

function expectMessage(key: string): void {
  expect(te(key, 'en'), `missing English message ${key}`).toBe(true);
}

describe('English messages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cover every prompt key the engine can emit', () => {
    const keys = new Set([...engineSource.matchAll(/'(prompt\.[a-z0-9.-]+)'/g)].map((m) => m[1]!));
    expect(keys.size).toBeGreaterThanOrEqual(8);
    // A ruleset may keep its prompts' common prefix in a constant ('prompt.city-mafia'): that names a
    // group of messages, and its own locale test checks every key it builds from it.
    const isGroup = (key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) instanceof Object;
    for (const key of keys) if (!isGroup(key)) expectMessage(key);
  });

  it('cover every rule error code of the engine and the station (error.<code>)', () => {
    const codes = new Set(engineFiles.flatMap((file) => failCodes(file)));
    for (const match of read('electron/station/station.ts').matchAll(/ruleError\(\{ code: '([^']+)'/g))
      codes.add(match[1]!);
    expect(codes.size).toBeGreaterThanOrEqual(20);
    expect(codes).toContain('davidoff-1987.wrong-phase');
    expect(codes).toContain('name.duplicate');
    expect(codes).toContain('city-mafia.removal-reason');
    expect(codes).toContain('mensa-hungariqa.removal-note');
    // The discipline option's codes, for each ruleset that has it (not one, by the rulesets' file order).
    for (const ruleset of ['davidoff-1987', 'french-deck', 'mensa-hungariqa'])
      for (const rule of ['discipline-off', 'wrong-phase', 'player-must-be-living', 'removal-reason', 'removal-note'])
        expect(codes).toContain(`${ruleset}.${rule}`);
    for (const code of codes) expectMessage(`error.${code}`);
  });

  it('cover every announcement kind (announcement.<kind>)', () => {
    const kinds = rulesetTypes.flatMap((source) => literals(typeBlock(source, 'Announcement'), 'kind'));
    expect(kinds.length).toBeGreaterThanOrEqual(11);
    for (const kind of kinds) expectMessage(`announcement.${kind}`);
  });

  it('cover every station error kind (station-error.<kind>) and the renderer’s own "disconnected"', () => {
    const kinds = literals(typeBlock(read('shared/contract/errors.ts'), 'StationError'), 'kind');
    expect(kinds).toContain('conflict');
    for (const kind of [...kinds, 'disconnected']) expectMessage(`station-error.${kind}`);
  });

  it('cover every logged event of the timeline (timeline.<type>) and every phase', () => {
    const events = [
      ...literals(typeBlock(types, 'GameEvent'), 'type'),
      ...literals(typeBlock(core, 'MetaEvent'), 'type'),
    ];
    expect(events).toContain('steps-undone');
    for (const type of events) expectMessage(`timeline.${type}`);
    const phases = [...typeBlock(types, 'Phase').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    for (const phase of phases) {
      expectMessage(`phase.${phase}`);
      expectMessage(`projector.phase-line.${phase}`);
    }
  });

  it('all compile and render without warnings (no stray @, | or braces)', () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const keys: string[] = [];
    const walk = (node: unknown, path: string[]) => {
      if (typeof node === 'string') keys.push(path.join('.'));
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
    };
    walk(en, []);
    const params = new Proxy({}, { get: (_, name) => `<${String(name)}>`, has: () => true });
    for (const key of keys) {
      const text = t(key, params as Record<string, unknown>);
      expect(text, key).not.toBe(key);
      expect(text, key).not.toMatch(/[{}]/);
    }
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
