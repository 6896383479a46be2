import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import boundaries from './eslint-rules/boundaries.js'
import { APART, RANKS } from './eslint-rules/ranks.js'

// Folders of mcp-server/src; their ranks are eslint-rules/ranks.js, drawn in docs/architecture.md.
const src = (folder) => `mcp-server/src/${folder}/**/*.ts`

export default tseslint.config(
  { ignores: ['dist/**', 'bundle/**', 'plugin/**', '.cache/**', 'node_modules/**', 'test/fixtures/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // Only the store talks to SQLite.
    files: ['mcp-server/src/**/*.ts'],
    ignores: ['mcp-server/src/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', message: 'Only mcp-server/src/store may import kysely.' },
            { name: 'better-sqlite3', message: 'Only mcp-server/src/store may import better-sqlite3.' },
          ],
        },
      ],
    },
  },
  // Import boundaries (evident/*: eslint-rules/boundaries.js, proven in test/eslint-rules/boundaries.test.ts).
  { plugins: { evident: boundaries } },
  {
    // One rank per folder: a file imports only lower ranks or its own folder; clients never import each other.
    files: ['mcp-server/src/**/*.ts'],
    rules: { 'evident/rank': ['error', { ranks: RANKS, apart: APART }] },
  },
  {
    // engine/gates/ are pure decisions: of ours they import only vocabularies, what a path is, and each other.
    files: [src('engine/gates')],
    rules: {
      'evident/layer-imports': [
        'error',
        {
          allow: ['engine/gates', 'project', 'domain'],
          hint: 'Take the facts as arguments (engine/flows/ loads them); move shared vocabulary into domain/.',
        },
      ],
    },
  },
  {
    // store/ holds repositories: rows in, rows out, no rule.
    files: [src('store')],
    rules: {
      'evident/layer-imports': [
        'error',
        {
          deny: ['engine/gates'],
          hint: 'The store only reads and writes rows: let a flow ask the gate.',
        },
      ],
    },
  },
  {
    // Gates and store meet only in flows: the engine's, and the clients' own (each client is its system's flows).
    files: ['mcp-server/src/**/*.ts'],
    ignores: [src('engine/flows'), src('clients')],
    rules: { 'evident/no-gates-with-store': 'error' },
  },
  {
    // The thin CommonJS hook entry (hooks/run.cjs): Node globals, require is how it loads the bundle.
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __filename: 'readonly',
        __dirname: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.ts', 'test/**/*.ts', 'mcp-server/src/entry/cli.ts'],
    rules: { 'no-console': 'off' },
  },
)
