import { describe, expect, it } from 'vitest'
import { analyzeBash, argumentWrites, testRunner, weakeningFlags } from '../../mcp-server/src/gates/bash-policy.js'
import { parseShell } from '../../mcp-server/src/gates/shell-words.js'

describe('parseShell', () => {
  it('splits simple commands on control operators and removes quotes', () => {
    const parsed = parseShell(`cd 'my dir' && FOO="a b" npx vitest run; echo "x\\"y" | tail -1`)
    expect(parsed.commands.map((c) => [c.argv, c.next])).toEqual([
      [['cd', 'my dir'], '&&'],
      [['FOO=a b', 'npx', 'vitest', 'run'], ';'],
      [['echo', 'x"y'], '|'],
      [['tail', '-1'], ''],
    ])
  })

  it('reads file redirections and ignores descriptor duplications', () => {
    const [command] = parseShell('echo hi >> out.txt 2>&1 >&2 2> err.log').commands
    expect(command?.redirects).toEqual([
      { op: '>>', target: 'out.txt' },
      { op: '>', target: 'err.log' },
    ])
  })

  it('finds commands inside $(…), backticks and process substitution', () => {
    const parsed = parseShell('echo "$(npx vitest run)" `pytest -q` <(go test ./...)')
    expect(parsed.substitutions).toBe(true)
    expect(parsed.commands.map((c) => c.argv[0])).toEqual(['npx', 'pytest', 'go', 'echo'])
  })

  it('skips heredoc bodies and comments', () => {
    const parsed = parseShell("cat > notes.md <<'EOF'\nrun npx vitest here\nEOF\nls # npx vitest\n")
    expect(parsed.commands.map((c) => c.argv)).toEqual([['cat'], ['ls']])
    expect(parsed.commands[0]?.redirects).toContainEqual({ op: '>', target: 'notes.md' })
  })
})

describe('testRunner', () => {
  const cases: readonly [string, string | undefined][] = [
    ['vitest run', 'vitest'],
    ['npx vitest', 'vitest'],
    ['npx --yes jest --ci', 'jest'],
    ['pnpm exec vitest', 'vitest'],
    ['pnpm dlx vitest', 'vitest'],
    ['npm test', 'npm test'],
    ['npm t', 'npm test'],
    ['yarn test', 'yarn test'],
    ['pnpm test', 'pnpm test'],
    ['npm run test:unit', 'npm run test:unit'],
    ['yarn vitest', 'yarn run vitest'],
    ['bun test', 'bun test'],
    ['node --test', 'node test'],
    ['node node_modules/vitest/vitest.mjs run', 'vitest'],
    ['node node_modules/jest/bin/jest.js', 'jest'],
    ['./node_modules/.bin/vitest', 'vitest'],
    ['pytest -q', 'pytest'],
    ['python3 -m pytest', 'python -m pytest'],
    ['python -m unittest discover', 'python -m unittest'],
    ['uv run pytest', 'pytest'],
    ['go test ./...', 'go test'],
    ['cargo test', 'cargo test'],
    ['deno test', 'deno test'],
    ['make test', 'make test'],
    ['CI=1 timeout 60 npx vitest', 'vitest'],
    ['env FOO=1 jest', 'jest'],
    ['npm install', undefined],
    ['npm run build', undefined],
    ['node script.js', undefined],
    ['go build ./...', undefined],
    ['ls test', undefined],
    ['git commit -m test', undefined],
  ]
  it.each(cases)('classifies %s', (command, runner) => {
    expect(testRunner(parseShell(command).commands[0]?.argv ?? [])).toBe(runner)
  })
})

describe('weakeningFlags', () => {
  it('finds update, bail, name-filter and silent-reporter flags', () => {
    expect(weakeningFlags(['vitest', 'run', '-u', '--bail=1', '-t', 'adds', '--reporter=silent'])).toEqual([
      '-u',
      '--bail=1',
      '-t',
      '--reporter=silent',
    ])
    expect(weakeningFlags(['pytest', '-k', 'adds', '-x'])).toEqual(['-k', '-x'])
    expect(weakeningFlags(['go', 'test', '-run', 'TestAdd'])).toEqual(['-run'])
    expect(weakeningFlags(['vitest', 'run', 'src/add.test.ts'])).toEqual([])
  })
})

describe('argumentWrites', () => {
  const writes = (command: string) =>
    argumentWrites(parseShell(command).commands[0]?.argv ?? []).map((w) => [w.path, w.via, w.deletes])
  it('reads in-place edits, tee, cp/mv/rm, truncate, dd and git checkout/restore targets', () => {
    expect(writes("sed -i 's/a/b/' src/a.ts src/b.ts")).toEqual([
      ['src/a.ts', 'sed -i', false],
      ['src/b.ts', 'sed -i', false],
    ])
    expect(writes("sed -i.bak -e 's/a/b/' src/a.ts")).toEqual([['src/a.ts', 'sed -i', false]])
    expect(writes("perl -pi -e 's/a/b/' src/a.ts")).toEqual([['src/a.ts', 'perl -i', false]])
    expect(writes("sed -n 's/a/b/p' src/a.ts")).toEqual([])
    expect(writes('tee -a src/a.ts')).toEqual([['src/a.ts', 'tee', false]])
    expect(writes('cp -f x.ts y.ts src/')).toEqual([['src/', 'cp', false]])
    expect(writes('mv old.ts src/a.ts')).toEqual([
      ['src/a.ts', 'mv', false],
      ['old.ts', 'mv', true],
    ])
    expect(writes('rm -rf src/a.ts src/b.ts')).toEqual([
      ['src/a.ts', 'rm', true],
      ['src/b.ts', 'rm', true],
    ])
    expect(writes('truncate -s 0 src/a.ts')).toEqual([['src/a.ts', 'truncate', false]])
    expect(writes('dd if=/dev/zero of=src/a.ts')).toEqual([['src/a.ts', 'dd', false]])
    expect(writes('git checkout HEAD~1 -- src/a.ts')).toEqual([['src/a.ts', 'git checkout', false]])
    expect(writes('git checkout main')).toEqual([])
    expect(writes('git restore --source HEAD src/a.ts')).toEqual([['src/a.ts', 'git restore', false]])
  })
})

describe('analyzeBash', () => {
  it('marks plain test runs (optionally after cd, piped into read-only filters) as attributable', () => {
    expect(analyzeBash('npx vitest run').plainTestRun).toBe(true)
    expect(analyzeBash('cd pkg && npm test 2>&1 | tail -20').plainTestRun).toBe(true)
    expect(analyzeBash('npm test && rm -rf dist').plainTestRun).toBe(false)
    expect(analyzeBash('npm test > log.txt').plainTestRun).toBe(false)
    expect(analyzeBash('npm test &').plainTestRun).toBe(false)
    expect(analyzeBash('npx vitest $(cat files)').plainTestRun).toBe(false)
    expect(analyzeBash('ls').plainTestRun).toBe(false)
  })

  it('collects redirections to files but not to /dev/null', () => {
    expect(analyzeBash('echo x > src/a.ts 2>/dev/null').writes).toEqual([
      { path: 'src/a.ts', via: '>', deletes: false },
    ])
    expect(analyzeBash('echo x &> log.txt').writes).toEqual([{ path: 'log.txt', via: '>', deletes: false }])
  })
})

describe('givesManualPass', () => {
  it('spots `evident vdd … --manual pass` in every spelling and nothing else', () => {
    for (const command of [
      'evident vdd 277 --manual pass',
      'npx evident vdd 7 --manual=pass',
      'node bundle/cli.js vdd --file a.md --manual pass',
      'ls && bin/evident vdd 1 --manual=pass',
    ]) {
      expect(analyzeBash(command).manualPass, command).toBe(true)
    }
    for (const command of [
      'evident vdd 277',
      'evident vdd 277 --manual pending',
      'echo vdd --manual pass',
      'evident db path',
    ]) {
      expect(analyzeBash(command).manualPass, command).toBe(false)
    }
  })
})
