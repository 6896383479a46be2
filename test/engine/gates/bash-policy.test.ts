import { describe, expect, it } from 'vitest'
import {
  analyzeBash,
  argumentWrites,
  testRunner,
  weakeningFlags,
} from '../../../mcp-server/src/engine/gates/bash-policy.js'
import { parseShell } from '../../../mcp-server/src/engine/gates/shell-words.js'

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

describe('package scripts, judged by what they run', () => {
  const scripts = {
    check: 'tsc --noEmit && eslint .',
    foo: 'vitest run',
    quick: 'vitest run --bail=1',
    ci: 'npm run lint && npm run foo',
    lint: 'eslint .',
    'test:data': 'node tools/gen.mjs fixtures',
    coverage: 'rm -rf coverage',
    loop: 'npm run loop',
    verify: 'tsc --noEmit',
    preverify: 'npx vitest run',
  }
  const run = (command: string) => analyzeBash(command, scripts).tests
  it('is no test run when the script runs none, whatever its name', () => {
    for (const command of ['npm run check', 'npm run test:data', 'yarn check', 'pnpm run coverage', 'npm run lint'])
      expect(run(command), command).toEqual([])
  })
  it('is a test run when the script runs a runner, directly or through other scripts', () => {
    expect(run('npm run foo')).toEqual([{ runner: 'npm run foo (vitest)', weakeningFlags: [] }])
    expect(run('pnpm foo')).toEqual([{ runner: 'pnpm run foo (vitest)', weakeningFlags: [] }])
    expect(run('npm run ci')[0]?.runner).toBe('npm run ci (npm run foo (vitest))')
    expect(run('npm run quick')).toEqual([{ runner: 'npm run quick (vitest)', weakeningFlags: ['--bail=1'] }])
    expect(run('npm run foo -- -u')[0]?.weakeningFlags).toEqual(['-u'])
    // npm runs pre<name> and post<name> around a script.
    expect(run('npm run verify')[0]?.runner).toBe('npm run verify (vitest)')
    expect(run('yarn verify')).toEqual([])
  })
  it('keeps `npm test` a test run, judges an undefined script by its name, and stops at a script loop', () => {
    expect(run('npm test')[0]?.runner).toBe('npm test')
    expect(run('npm run test')[0]?.runner).toBe('npm run test')
    expect(run('npm run spec')[0]?.runner).toBe('npm run spec')
    expect(analyzeBash('npm run check').tests[0]?.runner).toBe('npm run check')
    expect(run('npm run loop')).toEqual([])
  })
  it('reads a script the same command defines before running it', () => {
    expect(analyzeBash('npm pkg set scripts.foo="vitest run -u" && npm run foo', scripts).tests).toEqual([
      { runner: 'npm run foo (vitest)', weakeningFlags: ['-u'] },
    ])
    expect(analyzeBash("npm set-script lint 'jest' && npm run lint", scripts).tests[0]?.runner).toBe(
      'npm run lint (jest)',
    )
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
    expect(writes('git restore --staged src/a.ts')).toEqual([])
    expect(writes('git restore -SW src/a.ts')).toEqual([['src/a.ts', 'git restore', false]])
  })

  it('says where a checkout takes the content from, and where mv moves a file', () => {
    const first = (command: string) => argumentWrites(parseShell(command).commands[0]?.argv ?? [])
    expect(first('git checkout -- src/a.ts')[0]?.checkout).toEqual({ source: undefined })
    expect(first('git checkout fixed -- src/a.ts')[0]?.checkout).toEqual({ source: 'fixed' })
    expect(first('git restore --source=HEAD~1 src/a.ts')[0]?.checkout).toEqual({ source: 'HEAD~1' })
    expect(first('git restore -s main src/a.ts')[0]?.checkout).toEqual({ source: 'main' })
    expect(first('git restore src/a.ts')[0]?.checkout).toEqual({ source: undefined })
    expect(first('mv test/a.ts test/b.ts')[1]).toMatchObject({ path: 'test/a.ts', deletes: true, movedTo: 'test/b.ts' })
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
