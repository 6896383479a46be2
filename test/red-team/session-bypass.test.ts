import { existsSync, linkSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect } from 'vitest'
import { MAIN, TDD, type Station } from '../support/red-team/harness.js'
import { CODE, FIX } from '../support/red-team/project.js'
import { family } from '../support/red-team/tally.js'
import { q } from '../support/red-team/tools.js'

/**
 * SESSION BYPASS by effect, not by spelling (issue #30, item 8): a test run from the shell is never evidence, and
 * whatever its shape it is denied before it runs (the shell reader sees through `sh -c`, compound commands, `xargs`,
 * `env -S`, `$(which npx)`, pinned package specs, package-manager options) or recorded as SESSION_BYPASS after it ran
 * (what the runner left behind: vitest's results cache, pytest's cache). A test path hard-linked to production code
 * is production code; a notebook is code. Honest work — git, ls, an install, a build, a script, evident's own
 * commands, run_tests itself, beside a command or before it — is never charged.
 *
 * The stations have a `node_modules` of their own (links to the repository's packages), so that what vitest caches
 * there is the station's: a cache shared through a link out of the project is another project's and not judged.
 */
const rt = family('session-bypass')

const NOTEBOOK = 'notebooks/explore.ipynb'
const NB = `${JSON.stringify(
  {
    cells: [
      { cell_type: 'code', id: 'c1', metadata: {}, source: ['slug = "a b"\n'], outputs: [], execution_count: null },
    ],
    metadata: {},
    nbformat: 4,
    nbformat_minor: 5,
  },
  null,
  1,
)}\n`
const PACKAGE = `${JSON.stringify(
  {
    name: 'rt-project',
    private: true,
    type: 'module',
    scripts: { gen: 'node tools/gen.mjs', build: 'tsc --outDir dist --skipLibCheck src/slug.ts' },
  },
  null,
  2,
)}\n`
const files = { [NOTEBOOK]: NB, 'package.json': PACKAGE }

const red = rt.pool({ stage: 'failing', ownModules: true, files }, 2)
const task = rt.pool({ stage: 'task', files })
const green = rt.pool({ stage: 'green', files })

const bypasses = (s: Station): readonly string[] =>
  s.query<{ detail: string }>(`select detail from violations where kind = 'SESSION_BYPASS'`).map((v) => v.detail)

/** Whether vitest wrote its results cache in the station (the run really happened). */
const vitestCache = (s: Station): boolean => {
  const dir = join(s.root, 'node_modules', '.vite', 'vitest')
  return existsSync(dir) && readdirSync(dir).some((d) => existsSync(join(dir, d, 'results.json')))
}

const pytest = spawnSync('python3', ['-c', 'import pytest'], { stdio: 'ignore' }).status === 0

describe('shell test runs the reader sees through, denied before they run', () => {
  const shapes: readonly string[] = [
    `sh -c 'npx vitest run'`,
    `bash -c "npx vitest run"`,
    `sh -c "sh -c 'npx vitest run'"`,
    `bash <<'EOF'\nnpx vitest run\nEOF`,
    `eval 'npx vitest run'`,
    `{ npx vitest run; }`,
    `if npx vitest run; then echo ok; fi`,
    `for i in 1; do npx vitest run; done`,
    `while true; do npx vitest run; break; done`,
    `! npx vitest run`,
    `echo test/slug.test.ts | xargs npx vitest run`,
    `find test -name '*.test.ts' -exec npx vitest run {} +`,
    `env -S 'npx vitest run'`,
    `$(which npx) vitest run`,
    `npx vitest@4 run`,
    `npx --yes vitest@latest run`,
    `pnpm dlx vitest run`,
    `npm -s test`,
    `npm --prefix . run test`,
    `timeout 60 nice -n 5 env CI=1 npx vitest run`,
  ]
  for (const command of shapes) {
    rt.attempt(command, red, async (s) => {
      const ran = await s.bash(TDD, command)
      expect(ran.denied).toBe(true)
      expect(ran.reason).toMatch(/^Use run_tests instead/)
      expect(ran.reason).toContain('test_command_bypass')
      expect(bypasses(s).at(-1)).toMatch(/^test_command_bypass: /)
    })
  }
})

describe('shell test runs the reader cannot see, recorded by what they left behind', () => {
  const hidden: readonly (readonly [string, (s: Station) => string])[] = [
    [
      'node -e execFileSync(npx vitest run)',
      () => `node -e ${q(`require('child_process').execFileSync('npx', ['vitest', 'run'], { stdio: 'inherit' })`)}`,
    ],
    [
      'node -e spawnSync of vitest.mjs',
      () =>
        `node -e ${q(`require('child_process').spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run'], { stdio: 'inherit' })`)}`,
    ],
    [
      'python3 subprocess.run(npx vitest run)',
      () => `python3 -c ${q(`import subprocess; subprocess.run(['npx', 'vitest', 'run'])`)}`,
    ],
    [
      'a shell script file that runs vitest',
      (s) => `printf 'npx vitest run\\n' > ${s.scratch}/t.sh && sh ${s.scratch}/t.sh`,
    ],
  ]
  for (const [name, command] of hidden) {
    rt.attempt(name, red, async (s) => {
      await s.bash(TDD, command(s))
      expect(vitestCache(s)).toBe(true)
      expect(bypasses(s).at(-1)).toMatch(/^test_command_bypass: a test runner ran during this Bash command \(vitest: /)
    })
  }
  rt.attempt(
    'a Python script file that runs pytest',
    red,
    async (s) => {
      await s.bash(
        TDD,
        `printf 'import pytest\\nraise SystemExit(pytest.main(["-q"]))\\n' > ${s.scratch}/checks.py && python3 ${s.scratch}/checks.py`,
      )
      expect(bypasses(s).at(-1)).toContain('(pytest: .pytest_cache/v/cache/nodeids written)')
    },
    { skip: pytest ? undefined : 'pytest not installed' },
  )
})

describe('a test path hard-linked to production code is production code', () => {
  rt.attempt('ln src/slug.ts to a test path (measured), then Edit the test path', red, async (s) => {
    await s.bash(TDD, `ln ${CODE} test/alias.test.ts`)
    expect(s.query(`select 1 from violations where detail like '%a hard link of src/slug.ts%'`)).toHaveLength(1)
    const edit = await s.edit(TDD, 'test/alias.test.ts', 'toLowerCase()', `toLowerCase().split(/\\s+/).join('-')`)
    expect(edit.denied).toBe(true)
    expect(edit.reason).toContain('test/alias.test.ts is a hard link of src/slug.ts')
  })
  rt.attempt('a link made behind the tools, then Write over the test path', red, async (s) => {
    linkSync(s.path(CODE), s.path('test/alias.test.ts'))
    const write = await s.write(TDD, 'test/alias.test.ts', FIX)
    expect(write.denied).toBe(true)
    expect(write.reason).toMatch(/^Record a hypothesis first/)
  })
})

describe('a notebook is code', () => {
  rt.attempt('NotebookEdit before red (no phase yet)', task, async (s) => {
    const edit = await s.notebookEdit(TDD, NOTEBOOK, 'slug = "a-b"')
    expect(edit.reason).toContain('production_edit_before_red')
  })
  rt.attempt('NotebookEdit in red without a hypothesis', red, async (s) => {
    const edit = await s.notebookEdit(TDD, NOTEBOOK, 'slug = "a-b"')
    expect(edit.reason).toContain('uncited_production_edit')
  })
  rt.honest('NotebookEdit in green, with the failing test and a hypothesis', green, async (s) => {
    await s.notebookEdit(TDD, NOTEBOOK, 'slug = "a-b"')
  })
})

describe('honest: nothing denied, nothing charged', () => {
  const commands: readonly (readonly [string, (s: Station) => string])[] = [
    ['git status', () => 'git status'],
    ['ls -la', () => 'ls -la'],
    ['sh -c with no test run in it', () => `sh -c 'git status && ls src'`],
    ['npm install (lock file only, offline)', () => 'npm install --package-lock-only --offline --no-audit --no-fund'],
    ['npm run build (tsc, no tests)', () => 'npm run --silent build && test -f dist/slug.js'],
    [
      'python3 script.py that runs no tests',
      (s) => `printf 'print(42)\\n' > ${s.scratch}/hello.py && python3 ${s.scratch}/hello.py`,
    ],
    ['evident sessions', (s) => `PATH=${evidentOnPath(s)}:$PATH evident sessions`],
    [
      'evident verify (evident runs the suite and records it)',
      (s) => `PATH=${evidentOnPath(s)}:$PATH evident verify 2>&1 | grep -q 'evident verify: FAIL'`,
    ],
  ]
  for (const [name, command] of commands) {
    rt.honest(name, red, async (s) => {
      const ran = await s.bash(TDD, command(s))
      expect(ran.denied).toBe(false)
      expect(ran.code, `${ran.stdout}${ran.stderr}`).toBe(0)
    })
  }
  rt.honest('run_tests, then git status', red, async (s) => {
    await s.runTests()
    expect(vitestCache(s)).toBe(true)
    await s.bash(TDD, 'git status')
  })
  rt.honest("the main agent's Bash beside the TDD agent's run_tests (parallel tool calls)", red, async (s) => {
    await Promise.all([s.runTests(), s.bash(MAIN, 'sleep 1 && git status')])
    await Promise.all([s.bash(MAIN, 'sleep 4 && ls'), s.runTests()])
  })
})

/** A folder holding an `evident` that runs the station's CLI on its database (as a pointer file would find it). */
function evidentOnPath(s: Station): string {
  const bin = join(s.scratch, 'bin')
  s.scratchFile(
    'bin/evident',
    `#!/bin/sh\nEVIDENT_DB=${q(s.dbPath)} exec node ${q(join(s.plugin.root, 'bundle', 'cli.js'))} "$@"\n`,
  )
  spawnSync('chmod', ['+x', join(bin, 'evident')])
  return bin
}
