// dependency-cruiser: the house's layers (DESIGN.md "The shape"; issue 14 "Tools guard it"), run by
// `npm run layers` and `npm test`. Type-only imports count too: a layer that names another's types
// depends on it.
//
//   shared/            pure: no electron/, renderer/, Node builtin, nor host package (Electron, Vue, SQLite…)
//   electron/station/  the host, free of Electron: no electron/main|preload, no renderer/
//   renderer/          the windows: no electron/, no Node builtin
//   only electron/main and electron/preload import the `electron` package; no module imports itself
//   through a circle.

/** Packages only a host or a window may use: never the pure layer. (node_modules may be a symlink, resolved elsewhere.) */
const HOST_PACKAGES = '(^|/)node_modules/(electron|vue|pinia|better-sqlite3|vue-i18n|ws|@vue|@electron|@intlify)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-not-to-electron',
      comment: 'shared/ runs in every process: it may not import the host (electron/).',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^electron/' },
    },
    {
      name: 'shared-not-to-renderer',
      comment: 'shared/ runs in every process: it may not import the windows (renderer/).',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^renderer/' },
    },
    {
      name: 'shared-not-to-node',
      comment: 'shared/ runs in the renderer too: no Node builtin (DESIGN.md "The engine").',
      severity: 'error',
      from: { path: '^shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-not-to-host-packages',
      comment: 'shared/ is pure TypeScript: no Electron, Vue, Pinia, SQLite, vue-i18n or socket package.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: HOST_PACKAGES },
    },
    {
      name: 'station-not-to-shell',
      comment: 'The station is free of Electron: it may not import electron/main or electron/preload.',
      severity: 'error',
      from: { path: '^electron/station/' },
      to: { path: '^electron/(main|preload)/' },
    },
    {
      name: 'station-not-to-renderer',
      comment: 'The station may not import the windows (renderer/); presentation it needs lives in shared/.',
      severity: 'error',
      from: { path: '^electron/station/' },
      to: { path: '^renderer/' },
    },
    {
      name: 'renderer-not-to-electron',
      comment: 'The windows talk to the station through the bridge only: no import of electron/.',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { path: '^electron/' },
    },
    {
      name: 'renderer-not-to-node',
      comment: 'The windows are sandboxed web pages: no Node builtin.',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'only-shell-imports-electron',
      comment: 'Only electron/main and electron/preload import the electron package (the rest runs in plain Node).',
      severity: 'error',
      from: { path: '^(shared|renderer|electron|scripts)/', pathNot: '^electron/(main|preload)/' },
      to: { path: '(^|/)node_modules/electron/' },
    },
    {
      name: 'no-circular',
      // Type-only imports count too: a circle of types is still two files that cannot be read one without the
      // other. The registry derives the engine's unions (RulesetId, GameEvent…) from the ruleset modules, so a
      // ruleset's own files name only what lies below the registry (engine/core.ts, a view's own types, the
      // projector's generic model), never those unions.
      comment: 'No modules import each other in a circle, not even for types.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|dist|test-results|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.vue', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    moduleSystems: ['es6', 'cjs'],
    reporterOptions: { text: { highlightFocused: true } },
  },
};
