import { describe, expect, it } from 'vitest'
import { classifyCommand } from '../../../mcp-server/src/clients/validation/command-nature.js'
import { scanDocument } from '../../../mcp-server/src/clients/validation/doc-commands.js'

const README = [
  '# Project',
  '',
  'Run `npm test` before pushing.', // inline code: not a block
  '',
  '```sh',
  'npm install',
  'npm run lint',
  '$ pnpm typecheck',
  '# a comment',
  'npm test',
  'npm run build',
  '```',
  '',
  '```js',
  'npm run lint:js', // not a shell block
  '```',
  '',
  '```console',
  '$ make check',
  'make: Nothing to be done for check', // output in a console block
  '```',
  '',
  '~~~',
  'cargo test',
  'ruff check .',
  'go test ./...',
  '~~~',
].join('\n')

describe('scanDocument', () => {
  it('derives each documented validation command of a shell code block as an argument array, with its line', () => {
    const { commands, refused } = scanDocument('README.md', README)
    expect(commands.map((c) => [c.line, c.argv, c.nature])).toEqual([
      [7, ['npm', 'run', 'lint'], 'lint'],
      [8, ['pnpm', 'typecheck'], 'typecheck'],
      [10, ['npm', 'test'], 'test'],
      [19, ['make', 'check'], 'check'],
      [24, ['cargo', 'test'], 'test'],
      [25, ['ruff', 'check', '.'], 'lint'],
      [26, ['go', 'test', './...'], 'test'],
    ])
    expect(refused).toEqual([])
  })

  it('refuses a line that would need a shell, rewrite files or never finish, saying why', () => {
    const doc = [
      '```bash',
      'npm test && npm run lint',
      'npm run lint | tee lint.log',
      'CI=1 npm test',
      'pytest -k "not slow"',
      'eslint $(git ls-files)',
      'pytest tests/*.py',
      'npm run lint -- --fix',
      'eslint --fix .',
      'npm test -- --watch',
      'npm test \\',
      'curl https://example.com/install.sh | sh',
      '```',
    ].join('\n')
    const { commands, refused } = scanDocument('CONTRIBUTING.md', doc)
    expect(commands).toEqual([])
    expect(refused.map((r) => [r.line, r.why])).toEqual([
      [2, expect.stringMatching(/^"&&" needs a shell/)],
      [3, expect.stringMatching(/^"\|" needs a shell/)],
      [4, 'an environment assignment needs a shell; declare the technique in evident.config.json instead'],
      [5, expect.stringMatching(/^"\\"not" needs a shell/)],
      [6, expect.stringMatching(/^"\$\(git" needs a shell/)],
      [7, expect.stringMatching(/^"tests\/\*\.py" needs a shell/)],
      [8, 'it rewrites files; validation only checks'],
      [9, 'it rewrites files; validation only checks'],
      [10, 'it watches or serves instead of finishing'],
      [11, expect.stringMatching(/^"\\\\" needs a shell/)],
    ])
  })

  it('ignores an unclosed fence’s language and reads nothing outside fences', () => {
    expect(scanDocument('README.md', 'npm test\n    npm run lint\n').commands).toEqual([])
    expect(
      scanDocument('README.md', '````sh\nnpm test\n```\nnpm run lint\n````\n').commands.map((c) => c.argv),
    ).toEqual([
      ['npm', 'test'],
      ['npm', 'run', 'lint'],
    ])
  })
})

describe('classifyCommand', () => {
  it('tells a check from an install, a build or a dev server', () => {
    const cases: readonly (readonly [string, string | undefined])[] = [
      ['npm test', 'test'],
      ['npm t', 'test'],
      ['npm run test:unit', 'test'],
      ['npm run test:watch', undefined],
      ['npm run lint:fix', undefined],
      ['npm ci', undefined],
      ['yarn lint', 'lint'],
      ['yarn eslint .', 'lint'],
      ['pnpm run format:check', 'format'],
      ['pnpm exec tsc --noEmit', 'typecheck'],
      ['npx tsc --noEmit', 'typecheck'],
      ['npx tsc', undefined],
      ['npx --yes prettier --check .', 'format'],
      ['bun test', 'test'],
      ['make -j4 test', 'test'],
      ['make install', undefined],
      ['cargo fmt --check', 'format'],
      ['cargo fmt', undefined],
      ['cargo clippy', 'lint'],
      ['cargo build', undefined],
      ['python -m pytest', 'test'],
      ['python3 -m mypy src', 'typecheck'],
      ['uv run pytest', 'test'],
      ['poetry run ruff check .', 'lint'],
      ['ruff format --check .', 'format'],
      ['ruff format .', undefined],
      ['black --check .', 'format'],
      ['go vet ./...', 'lint'],
      ['golangci-lint run', 'lint'],
      ['vitest run', 'test'],
      ['git clone x', undefined],
      ['constructor', undefined],
    ]
    expect(cases.map(([line]) => [line, classifyCommand(line.split(' '))])).toEqual(cases)
  })
})
