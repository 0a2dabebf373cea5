// ESLint (flat config), run by `npm run lint` and `npm test` (issue 14 "Tools guard it"): JavaScript's and
// typescript-eslint's recommended rules everywhere, eslint-plugin-vue's for the .vue files, type-aware rules
// where they are cheap (shared/, which a small tsconfig covers), and eslint-config-prettier last so that no
// rule argues with Prettier about layout.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `.only` left in a test would make CI run that test alone and pass: refused in every test file. */
const NO_ONLY = {
  selector: "CallExpression > MemberExpression.callee[property.name='only']",
  message: 'A focused test (.only) would skip the rest of the suite: remove .only.',
};

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
      'tests/*.tmp.ts',
      '.data/**',
      // The typecheck's build info and shared/'s declarations (tsc -b), written while the lint runs.
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Types that may be imported only as types are, so that no module is loaded for a type (verbatimModuleSyntax).
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
    rules: {
      // Components are named by their file (PascalCase, several words where it reads); pages like App.vue are one word.
      'vue/multi-word-component-names': 'off',
      // Names are rendered as text (DESIGN.md "The renderer"): never v-html.
      'vue/no-v-html': 'error',
    },
  },
  {
    // The pure layer: type-aware rules, cheap here because tsconfig.shared.json holds shared/ alone.
    files: ['shared/**/*.ts'],
    languageOptions: { parserOptions: { project: './tsconfig.shared.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_ONLY] },
  },
  prettier,
);
