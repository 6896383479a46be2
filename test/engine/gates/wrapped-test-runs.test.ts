import { describe, expect, it } from 'vitest'
import { analyzeBash } from '../../../mcp-server/src/engine/gates/bash-policy.js'
import { parseShell } from '../../../mcp-server/src/engine/gates/shell-words.js'
import { innerCommands, shellCode, unwrap } from '../../../mcp-server/src/engine/gates/shell-wrappers.js'

/**
 * The shell reader sees a test run whatever shape wraps it (issue #30, item 8): nested shell code, compound
 * commands, `xargs`, `env -S`, a command name from a substitution, version-pinned package specs and package-manager
 * options before the command. Code of another language (`node -e`, `python -c`) is not read: it is measured by
 * what it leaves behind (test/hooks/runner-traces.test.ts).
 */
const runners = (command: string, scripts?: Readonly<Record<string, string>>): readonly string[] =>
  analyzeBash(command, scripts).tests.map((t) => t.runner)

describe('wrapped and compound test runs', () => {
  const shapes: readonly (readonly [string, string])[] = [
    [`sh -c 'npx vitest run'`, 'vitest'],
    [`bash -c "npx vitest run"`, 'vitest'],
    [`bash -lc 'cd test && pytest -q'`, 'pytest'],
    [`bash -o pipefail -c 'npx vitest run | tail'`, 'vitest'],
    [`env -i PATH="$PATH" sh -c 'npx vitest run'`, 'vitest'],
    [`sh -c "sh -c 'npx vitest run'"`, 'vitest'],
    [`nohup bash -c 'npx jest' &`, 'jest'],
    [`bash <<'EOF'\nnpx vitest run\nEOF`, 'vitest'],
    [`sh -s <<< 'npx vitest run'`, 'vitest'],
    [`eval 'npx vitest run'`, 'vitest'],
    [`{ npx vitest run; }`, 'vitest'],
    [`{ npx vitest run; } > /dev/null 2>&1`, 'vitest'],
    [`if npx vitest run; then echo ok; fi`, 'vitest'],
    [`if true; then npx vitest run; else pytest; fi`, 'vitest'],
    [`for i in 1 2; do npx vitest run; done`, 'vitest'],
    [`while true; do npx vitest run; break; done`, 'vitest'],
    [`until npx vitest run; do sleep 1; done`, 'vitest'],
    [`! npx vitest run`, 'vitest'],
    [`f() { npx vitest run; }; f`, 'vitest'],
    [`function f { pytest; }; f`, 'pytest'],
    [`case x in x) npx vitest run;; esac`, 'vitest'],
    [`echo test/a.test.ts | xargs npx vitest run`, 'vitest'],
    [`ls test | xargs -n1 -P 2 npx vitest run`, 'vitest'],
    [`printf 'x\\0' | xargs -0 -I{} sh -c 'npx vitest run {}'`, 'vitest'],
    [`find test -name '*.test.ts' -exec npx vitest run {} +`, 'vitest'],
    [`find . -name 'test_*.py' -exec python3 -m pytest {} \\;`, 'python -m pytest'],
    [`env -S 'npx vitest run'`, 'vitest'],
    [`env -S"npx vitest run"`, 'vitest'],
    [`env --split-string='CI=1 npx vitest run'`, 'vitest'],
    [`/usr/bin/env -S 'pytest -q'`, 'pytest'],
    [`$(which npx) vitest run`, 'vitest'],
    [`"$(command -v npx)" vitest run`, 'vitest'],
    ['`which vitest` run', 'vitest'],
    [`npx vitest@4 run`, 'vitest'],
    [`npx --yes vitest@latest run`, 'vitest'],
    [`npx -y -p vitest@4.1 vitest run`, 'vitest'],
    [`npx --package=vitest@4 -- vitest run`, 'vitest'],
    [`npx -c 'vitest run'`, 'vitest'],
    [`npm exec --yes -- vitest@latest run`, 'vitest'],
    [`pnpm dlx vitest@4 run`, 'vitest'],
    [`bunx vitest@latest`, 'vitest'],
    [`uvx pytest`, 'pytest'],
    [`uv run --with pytest pytest -q`, 'pytest'],
    [`npm -s test`, 'npm test'],
    [`npm --silent run test`, 'npm run test'],
    [`npm --prefix . run test`, 'npm run test'],
    [`npm --prefix=. test`, 'npm test'],
    [`npm -w pkg test`, 'npm test'],
    [`npm it`, 'npm test'],
    [`pnpm -C pkg test`, 'pnpm test'],
    [`pnpm --filter web test`, 'pnpm test'],
    [`yarn --cwd pkg test`, 'yarn test'],
    [`yarn workspace web test`, 'yarn test'],
    [`python3 -mpytest`, 'python -m pytest'],
    [`timeout -s KILL 60 npx vitest run`, 'vitest'],
    [`sudo -u dev env CI=1 npx vitest run`, 'vitest'],
    [`watch -n 5 npx vitest run`, 'vitest'],
    [`watch -x npx vitest run`, 'vitest'],
    [`flock /tmp/l npx vitest run`, 'vitest'],
    [`flock /tmp/l -c 'npx vitest run'`, 'vitest'],
    [`script -qc 'npx vitest run' /dev/null`, 'vitest'],
  ]
  it.each(shapes)('%s runs %s', (command, runner) => {
    expect(runners(command)).toContain(runner)
  })

  it('judges a script the shell code runs by its text', () => {
    expect(runners(`sh -c 'npm run foo'`, { foo: 'vitest run' })).toEqual(['npm run foo (vitest)'])
    expect(runners(`sh -c 'npm run build'`, { build: 'tsc' })).toEqual([])
  })

  it('keeps weakening flags of a wrapped run', () => {
    expect(analyzeBash(`sh -c 'npx vitest run -u'`).tests[0]?.weakeningFlags).toEqual(['-u'])
    expect(analyzeBash(`echo x | xargs npx vitest run --bail=1`).tests[0]?.weakeningFlags).toEqual(['--bail=1'])
  })

  it('reads `evident vdd --manual pass` inside shell code', () => {
    expect(analyzeBash(`bash -c 'evident vdd 7 --manual pass'`).manualPass).toBe(true)
  })

  it('calls shell code nested deeper than it reads unreadable', () => {
    let command = 'npx vitest run'
    for (let i = 0; i < 12; i++) command = `sh -c ${JSON.stringify(command)}`
    expect(analyzeBash(command).unreadable).toBe(true)
  })
})

describe('what is no test run, however it is wrapped', () => {
  const honest = [
    'git status',
    'ls -la',
    'npm install',
    'npm -s run build',
    'npm --prefix . run lint',
    'npx --yes prettier@3 --check .',
    `sh -c 'git status && ls'`,
    `bash -c 'npm run build'`,
    `{ ls; git diff; } > /dev/null`,
    `if [ -f package.json ]; then npm install; fi`,
    `for f in src/*.ts; do wc -l "$f"; done`,
    `echo src/a.ts | xargs wc -l`,
    `find . -name '*.orig' -exec rm {} +`,
    `command -v vitest`,
    `type -P pytest`,
    `which npx`,
    `echo 'npx vitest run'`,
    `cat <<'EOF' > notes.md\nnpx vitest run\nEOF`,
    `bash script.sh`,
    `node -e "require('child_process').execFileSync('npx', ['vitest', 'run'])"`,
    `python3 -c 'import pytest'`,
    `python3 script.py`,
    `evident restore src/a.ts`,
  ]
  it.each(honest)('%s', (command) => {
    expect(runners(command, { build: 'tsc -p .', lint: 'eslint .' })).toEqual([])
  })

  it('takes no writes from shell code, xargs or find -exec (their paths are not in the text)', () => {
    expect(analyzeBash(`find . -name '*.orig' -exec rm {} +`).writes).toEqual([])
    expect(analyzeBash(`echo a | xargs rm`).writes).toEqual([])
    expect(analyzeBash(`sh -c 'rm "$1"' _ src/a.ts`).writes).toEqual([])
    // Written on the command line itself, inside a compound command: read as before.
    expect(analyzeBash(`{ cp fix.ts src/a.ts; }`).writes.map((w) => w.path)).toContain('src/a.ts')
  })
})

describe('the pieces', () => {
  it('unwraps reserved words, wrappers with their options, env -S and a substituted command name', () => {
    expect(unwrap(['if', '!', 'npx', 'vitest'])).toEqual(['npx', 'vitest'])
    expect(unwrap(['env', '-i', '-u', 'HOME', 'A=1', 'npx', 'vitest'])).toEqual(['npx', 'vitest'])
    expect(unwrap(['env', '-S', 'A=1 npx "vitest run"', 'x'])).toEqual(['npx', 'vitest run', 'x'])
    expect(unwrap(['timeout', '--signal', 'KILL', '60', 'pytest'])).toEqual(['pytest'])
    expect(unwrap(['$(which npx)', 'vitest'])).toEqual(['npx', 'vitest'])
    expect(unwrap(['command', '-v', 'vitest'])).toEqual([])
  })

  it('finds what xargs and find -exec run', () => {
    expect(innerCommands(['xargs', '-n', '1', 'npx', 'vitest'])).toEqual([['npx', 'vitest']])
    expect(innerCommands(['find', '.', '-exec', 'xargs', 'pytest', ';'])).toEqual([['xargs', 'pytest'], ['pytest']])
  })

  it('reads the shell code of -c, here-documents and here-strings', () => {
    const first = (text: string) => parseShell(text).commands[0] ?? { argv: [], redirects: [] }
    expect(shellCode(first(`bash -ec 'a; b' name`))).toEqual(['a; b'])
    expect(shellCode(first(`sh <<EOF\nnpx vitest\nEOF`))).toEqual(['npx vitest'])
    expect(shellCode(first(`sh script.sh <<EOF\nnpx vitest\nEOF`))).toEqual([])
    expect(shellCode(first(`zsh <<< 'pytest'`))).toEqual(['pytest'])
  })

  it('keeps here-document bodies out of the commands but on their redirects', () => {
    const parsed = parseShell(`cat <<A; cat <<'B'\none\nA\ntwo\nB\nls`)
    expect(parsed.commands.map((c) => c.argv)).toEqual([['cat'], ['cat'], ['ls']])
    expect(parsed.commands.map((c) => c.redirects[0]?.body)).toEqual(['one', 'two', undefined])
  })
})
