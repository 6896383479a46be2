import js from '@eslint/js'
import tseslint from 'typescript-eslint'

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
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'kysely', message: 'Only mcp-server/src/store may import kysely.' },
          { name: 'better-sqlite3', message: 'Only mcp-server/src/store may import better-sqlite3.' },
        ],
      }],
    },
  },
  {
    // The thin CommonJS hook entry (hooks/run.cjs): Node globals, require is how it loads the bundle.
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly', __filename: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.ts', 'test/**/*.ts', 'mcp-server/src/cli.ts'],
    rules: { 'no-console': 'off' },
  },
)
