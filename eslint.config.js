import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import boundaries from './eslint-rules/boundaries.js'

// Folders of mcp-server/src; the import boundaries between them are drawn in docs/architecture.md.
const src = (folder) => `mcp-server/src/${folder}/**/*.ts`

export default tseslint.config(
  { ignores: ['dist/**', 'bundle/**', '.cache/**', 'node_modules/**', 'test/fixtures/**', 'coverage/**'] },
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
    // (a) domain/ holds the vocabularies: it imports nothing of ours outside domain/.
    files: [src('domain')],
    rules: {
      'evident/layer-imports': [
        'error',
        {
          allow: ['domain'],
          hint: 'Vocabularies stand alone: move what they need into domain/ too.',
        },
      ],
    },
  },
  {
    // (b) gates/ are pure decisions: they import only gates/ and domain/ of ours.
    files: [src('gates')],
    rules: {
      'evident/layer-imports': [
        'error',
        {
          allow: ['gates', 'domain'],
          hint: 'Take the facts as arguments (flows/ loads them); move shared vocabulary into domain/.',
        },
      ],
    },
  },
  {
    // (c) store/ holds repositories: no decisions, views or entry points.
    files: [src('store')],
    rules: {
      'evident/layer-imports': [
        'error',
        {
          deny: ['gates', 'report', 'flows', 'tools', 'hooks', 'cli'],
          hint: 'The store only reads and writes rows: let flows/ ask the gate, and report/ build its views.',
        },
      ],
    },
  },
  {
    // (d) flows/ is the only caller of both gates/ and store/. (domain/, gates/ and store/ may not import one of
    // the two at all: (a)–(c) already say so there.)
    files: ['mcp-server/src/**/*.ts'],
    ignores: [src('flows'), src('domain'), src('gates'), src('store')],
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
