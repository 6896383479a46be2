import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { freshBundle } from '../support/bundle-cache.js'
import { REPO } from '../support/fixtures.js'
import { proveRepo, SLUG_BUGGY, SLUG_FIXED, testFile } from '../support/prove-repo.js'
import { tempDir } from '../support/store.js'
import { gitRepo } from '../support/validation-repo.js'

/**
 * scripts/action/prove.mjs, the GitHub Action's one script, run as the action runs it: `node prove.mjs` in the
 * workspace with GITHUB_EVENT_PATH (a pull_request event written here), GITHUB_STEP_SUMMARY, GITHUB_OUTPUT and
 * INPUT_* variables, on real git clones. The CLI is a stand-in (EVIDENT_ACTION_CLI) that records its argv and prints a
 * known summary: what is under test is what the script asks of `evident prove`, not the prover.
 */
const SCRIPT = join(REPO, 'scripts', 'action', 'prove.mjs')
const SUMMARY = '## evident prove\n\n2 tests proven.\n'

interface Call {
  readonly argv: string[]
  readonly cwd: string
}

/** A stand-in CLI: records its argv, writes `{}` to its --json file (when `writesJson`), prints `out`, exits `code`. */
function fakeCli(code: number, out = SUMMARY, writesJson = true): { path: string; calls: () => Call[] } {
  const dir = tempDir('evident-fake-cli-')
  const log = join(dir, 'calls.jsonl')
  const path = join(dir, 'evident')
  writeFileSync(
    path,
    `#!${process.execPath}
const { appendFileSync, writeFileSync } = require('node:fs')
const argv = process.argv.slice(2)
appendFileSync(${JSON.stringify(log)}, JSON.stringify({ argv, cwd: process.cwd() }) + '\\n')
const json = argv.indexOf('--json')
if (${String(writesJson)} && json >= 0) writeFileSync(argv[json + 1], '{}')
process.stdout.write(${JSON.stringify(out)})
process.exit(${code})
`,
  )
  chmodSync(path, 0o755)
  const calls = (): Call[] =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Call)
      : []
  return { path, calls }
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
  GIT_CONFIG_NOSYSTEM: '1',
}

/**
 * The pull request's repository as GitHub holds it: `main` at `base`, a `feature` branch one commit on (`head`).
 * Like GitHub, it serves any commit by id to a fetch.
 */
function origin() {
  const repo = gitRepo({ 'src/a.js': 'export const a = 1\n' })
  repo.git('config', 'uploadpack.allowAnySHA1InWant', 'true')
  const base = repo.git('rev-parse', 'HEAD').trim()
  repo.git('checkout', '-q', '-b', 'feature')
  repo.write('src/a.js', 'export const a = 2\n')
  repo.git('commit', '-q', '-am', 'change')
  const head = repo.git('rev-parse', 'HEAD').trim()
  repo.git('checkout', '-q', 'main')
  /** A commit on `main` after `base` (the base branch moving on); its id. */
  const advanceMain = (): string => {
    repo.write('src/b.js', 'export const b = 1\n')
    repo.git('add', '-A')
    repo.git('commit', '-q', '-m', 'main moves on')
    return repo.git('rev-parse', 'HEAD').trim()
  }
  return { ...repo, base, head, advanceMain }
}

/** The runner's workspace: a clone of `from` at `feature` (a shallow one with `depth`), as actions/checkout makes. */
function checkout(from: string, depth?: number): string {
  const workspace = realpathSync(tempDir('evident-workspace-'))
  const shallow = depth === undefined ? [] : ['--depth', String(depth)]
  execFileSync('git', ['clone', '-q', ...shallow, '--branch', 'feature', `file://${from}`, workspace], {
    env: { ...process.env, ...GIT_ENV },
  })
  return workspace
}

interface ActionRun {
  /** The runner's own folder: RUNNER_TEMP is its `temp`. */
  readonly runner: string
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
  readonly summary: string
  readonly outputs: Readonly<Record<string, string>>
}

/** A pull_request event's payload, as GitHub writes it to GITHUB_EVENT_PATH (the fields the script reads). */
const pullRequest = (base: string, head: string) => ({
  action: 'synchronize',
  number: 7,
  pull_request: { number: 7, base: { ref: 'main', sha: base }, head: { ref: 'feature', sha: head } },
})

/** Runs the script as the action's step does: in the workspace, with the runner's variables and `inputs`. */
function runAction(
  workspace: string,
  options: {
    readonly event?: object | string
    readonly inputs?: Readonly<Record<string, string>>
    readonly cli?: string
    readonly env?: Readonly<Record<string, string>>
    readonly argv?: readonly string[]
    readonly script?: string
  } = {},
): ActionRun {
  const runner = tempDir('evident-runner-')
  const summary = join(runner, 'step-summary.md')
  const output = join(runner, 'output')
  writeFileSync(summary, '')
  writeFileSync(output, '')
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: runner,
    ...GIT_ENV,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: join(runner, 'temp'),
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: output,
    ...(options.cli === undefined ? {} : { EVIDENT_ACTION_CLI: options.cli }),
    ...options.env,
  }
  mkdirSync(env['RUNNER_TEMP'] ?? '', { recursive: true })
  if (options.event !== undefined) {
    env['GITHUB_EVENT_PATH'] = join(runner, 'event.json')
    const text = typeof options.event === 'string' ? options.event : JSON.stringify(options.event)
    writeFileSync(env['GITHUB_EVENT_PATH'], text)
  }
  for (const [name, value] of Object.entries(options.inputs ?? {}))
    env[`INPUT_${name.replace(/-/g, '_').toUpperCase()}`] = value
  const ran = spawnSync(process.execPath, [options.script ?? SCRIPT, ...(options.argv ?? [])], {
    cwd: workspace,
    encoding: 'utf8',
    env,
  })
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
  return {
    runner,
    code: ran.status,
    stdout: ran.stdout,
    stderr: ran.stderr,
    summary: readFileSync(summary, 'utf8'),
    outputs,
  }
}

/** Where the script writes a result the json input does not place: the runner's temp folder. */
const tempJson = (run: ActionRun, name: string): string => join(run.runner, 'temp', 'evident-prove', name)

describe('scripts/action/prove.mjs on a pull request', () => {
  it('proves the range from the event, appends the summary and sets the outputs', () => {
    const repo = origin()
    const workspace = checkout(repo.root)
    const cli = fakeCli(0)
    const run = runAction(workspace, { event: pullRequest(repo.base, repo.head), cli: cli.path })
    expect(run.code).toBe(0)
    const json = tempJson(run, 'result.json')
    expect(cli.calls()).toEqual([{ argv: ['prove', `${repo.base}..${repo.head}`, '--json', json], cwd: workspace }])
    expect(run.summary).toBe(`${SUMMARY}\n`)
    expect(run.stdout).toContain(SUMMARY)
    expect(run.outputs).toEqual({ 'exit-code': '0', json })
    expect(readFileSync(json, 'utf8')).toBe('{}')
  })

  it('passes the shard, runner, coverage and junit inputs, in the working directory', () => {
    const repo = origin()
    const workspace = checkout(repo.root)
    mkdirSync(join(workspace, 'app'))
    const cli = fakeCli(0)
    const run = runAction(workspace, {
      event: pullRequest(repo.base, repo.head),
      cli: cli.path,
      inputs: {
        shard: '2/3',
        runner: 'vitest',
        coverage: 'true',
        junit: 'reports/prove.xml',
        'working-directory': 'app',
      },
    })
    expect(run.code).toBe(0)
    expect(cli.calls()).toEqual([
      {
        argv: [
          'prove',
          `${repo.base}..${repo.head}`,
          '--runner',
          'vitest',
          '--shard',
          '2/3',
          '--coverage',
          '--json',
          tempJson(run, 'result-shard-2-of-3.json'),
          '--junit',
          join(workspace, 'reports', 'prove.xml'),
        ],
        cwd: join(workspace, 'app'),
      },
    ])
  })

  it('writes the json where the json input says, relative to the workspace', () => {
    const repo = origin()
    const workspace = checkout(repo.root)
    const cli = fakeCli(0)
    const run = runAction(workspace, {
      event: pullRequest(repo.base, repo.head),
      cli: cli.path,
      inputs: { json: 'out/prove.json' },
    })
    expect(run.outputs).toEqual({ 'exit-code': '0', json: join(workspace, 'out', 'prove.json') })
    expect(readFileSync(join(workspace, 'out', 'prove.json'), 'utf8')).toBe('{}')
  })

  it.each([1, 2])('exits with the CLI exit code %i, and says so in the outputs', (code) => {
    const repo = origin()
    const workspace = checkout(repo.root)
    const out = `## evident prove\n\nexit ${code}\n`
    const run = runAction(workspace, { event: pullRequest(repo.base, repo.head), cli: fakeCli(code, out).path })
    expect(run.code).toBe(code)
    expect(run.summary).toBe(`${out}\n`)
    expect(run.outputs['exit-code']).toBe(String(code))
  })

  it('when the CLI prints nothing and writes no json, the summary says so and json is empty, whatever an earlier run left', () => {
    const repo = origin()
    const workspace = checkout(repo.root)
    const event = pullRequest(repo.base, repo.head)
    const inputs = { json: 'prove.json' }
    expect(runAction(workspace, { event, inputs, cli: fakeCli(0).path }).outputs['json']).toBe(
      join(workspace, 'prove.json'),
    )
    const run = runAction(workspace, { event, inputs, cli: fakeCli(2, '', false).path })
    expect(run.code).toBe(2)
    expect(run.summary).toBe("**evident prove printed no summary** (exit 2): see the step's log.\n\n")
    expect(run.outputs).toEqual({ 'exit-code': '2', json: '' })
  })

  it('takes base and head inputs over the event', () => {
    const repo = origin()
    const workspace = checkout(repo.root)
    const cli = fakeCli(0)
    runAction(workspace, {
      event: pullRequest('0'.repeat(40), '1'.repeat(40)),
      cli: cli.path,
      inputs: { base: 'origin/main', head: 'feature~0' },
    })
    expect(cli.calls()[0]?.argv[1]).toBe(`${repo.base}..${repo.head}`)
  })

  it('on a push, proves from the commit the push replaced to GITHUB_SHA', () => {
    const repo = origin()
    const workspace = checkout(repo.root)
    const cli = fakeCli(0)
    const run = runAction(workspace, {
      event: { before: repo.base, after: repo.head },
      cli: cli.path,
      env: { GITHUB_SHA: repo.head },
    })
    expect(run.code).toBe(0)
    expect(cli.calls()[0]?.argv[1]).toBe(`${repo.base}..${repo.head}`)
  })
})

describe('scripts/action/prove.mjs on a checkout', () => {
  it('fetches a base commit a shallow clone lacks', () => {
    const repo = origin()
    const workspace = checkout(repo.root, 1)
    const has = (id: string) => spawnSync('git', ['cat-file', '-e', `${id}^{commit}`], { cwd: workspace }).status === 0
    expect(has(repo.base)).toBe(false)
    const cli = fakeCli(0)
    const run = runAction(workspace, { event: pullRequest(repo.base, repo.head), cli: cli.path })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(has(repo.base)).toBe(true)
    expect(run.stdout).toContain(`fetching ${repo.base} from origin`)
    expect(cli.calls()[0]?.argv[1]).toBe(`${repo.base}..${repo.head}`)
  })

  it('proves from the fork point when the base branch moved on since the pull request forked', () => {
    const repo = origin()
    const moved = repo.advanceMain()
    const workspace = checkout(repo.root)
    const cli = fakeCli(0)
    const run = runAction(workspace, { event: pullRequest(moved, repo.head), cli: cli.path })
    expect(run.code).toBe(0)
    expect(cli.calls()[0]?.argv[1]).toBe(`${repo.base}..${repo.head}`)
    expect(run.stdout).toContain(
      `${moved} is not an ancestor of ${repo.head}: proving from their fork point ${repo.base}`,
    )
  })

  it('in a one-commit clone, fetches the history down to the fork point when the base branch moved on', () => {
    const repo = origin()
    const moved = repo.advanceMain()
    const workspace = checkout(repo.root, 1)
    const cli = fakeCli(0)
    const run = runAction(workspace, { event: pullRequest(moved, repo.head), cli: cli.path })
    expect(run.code).toBe(0)
    expect(cli.calls()[0]?.argv[1]).toBe(`${repo.base}..${repo.head}`)
  })

  it('refuses when a shallow clone does not reach the fork point, naming fetch-depth: 0', () => {
    const repo = origin()
    const moved = repo.advanceMain()
    const workspace = checkout(repo.root, 1)
    const cli = fakeCli(0)
    const run = runAction(workspace, {
      event: pullRequest(moved, repo.head),
      cli: cli.path,
      inputs: { 'fetch-depth': '1' },
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`cannot find where ${repo.head} forked from ${moved} in this shallow clone`)
    expect(run.stderr).toContain('`fetch-depth: 0`')
    expect(cli.calls()).toEqual([])
  })

  it('refuses a base that shares no history with the head', () => {
    const repo = origin()
    repo.git('checkout', '-q', '--orphan', 'other')
    repo.git('commit', '-q', '-m', 'unrelated')
    const unrelated = repo.git('rev-parse', 'HEAD').trim()
    const workspace = checkout(repo.root)
    const run = runAction(workspace, { event: pullRequest(unrelated, repo.head), cli: fakeCli(0).path })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`${unrelated} and ${repo.head} share no history`)
  })

  it('refuses a commit origin does not have, saying the fetch failed', () => {
    const repo = origin()
    const workspace = checkout(repo.root, 1)
    const missing = 'a'.repeat(40)
    const run = runAction(workspace, { event: pullRequest(missing, repo.head), cli: fakeCli(0).path })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`\`git fetch origin ${missing}\` failed`)
  })
})

describe('scripts/action/prove.mjs refuses bad input before running anything', () => {
  it('with no base (no event, no input): exit 2, naming the base input, in the summary and outputs too', () => {
    const repo = origin()
    const workspace = checkout(repo.root)
    const cli = fakeCli(0)
    const run = runAction(workspace, { cli: cli.path, env: { GITHUB_SHA: repo.head } })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('::error title=evident prove::no base commit: set the `base` input')
    expect(run.summary).toContain('**evident prove could not run** (exit 2): no base commit')
    expect(run.outputs).toEqual({ 'exit-code': '2', json: '' })
    expect(cli.calls()).toEqual([])
  })

  it('with a push that created its branch (before is all zeros): no base', () => {
    const repo = origin()
    const run = runAction(checkout(repo.root), {
      event: { before: '0'.repeat(40), after: repo.head },
      cli: fakeCli(0).path,
      env: { GITHUB_SHA: repo.head },
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('no base commit')
  })

  it('with no head (no event, no GITHUB_SHA)', () => {
    const repo = origin()
    const run = runAction(checkout(repo.root), { cli: fakeCli(0).path, inputs: { base: repo.base } })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('no head commit: set the `head` input')
  })

  it('with an event file that is not JSON', () => {
    const repo = origin()
    const run = runAction(checkout(repo.root), { event: '{not json', cli: fakeCli(0).path })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('cannot read the workflow')
    expect(run.stderr).toContain('set the `base` and `head` inputs')
  })

  it.each([
    [{ base: '--upload-pack=touch x' }, '`base` (--upload-pack=touch x) is not a commit id, branch name or revision'],
    [{ head: 'main..feature' }, '`head` (main..feature) is not a commit id, branch name or revision'],
    [{ shard: '3/2' }, '`shard` (3/2) is not i/n with 1 ≤ i ≤ n'],
    [{ coverage: 'yes' }, '`coverage` (yes) is neither true nor false'],
    [{ 'fetch-depth': '0' }, '`fetch-depth` (0) is not a positive whole number'],
    [{ json: '../elsewhere.json' }, '`json` (../elsewhere.json) is outside the workspace'],
    [{ junit: '/etc/prove.xml' }, '`junit` (/etc/prove.xml) is outside the workspace'],
    [{ 'working-directory': 'no-such-folder' }, '`working-directory` (no-such-folder) is not a folder'],
  ])('%o', (inputs, message) => {
    const repo = origin()
    const cli = fakeCli(0)
    const run = runAction(checkout(repo.root), { event: pullRequest(repo.base, repo.head), cli: cli.path, inputs })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(message)
    expect(run.outputs['exit-code']).toBe('2')
    expect(cli.calls()).toEqual([])
  })

  it('when the CLI cannot start', () => {
    const repo = origin()
    const run = runAction(checkout(repo.root), {
      event: pullRequest(repo.base, repo.head),
      cli: join(repo.root, 'no-such-evident'),
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`could not start ${join(repo.root, 'no-such-evident')}`)
  })

  it('with an unknown mode', () => {
    const run = runAction(tempDir(), { argv: ['prove-it'] })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('unknown mode "prove-it"')
  })
})

describe('scripts/action/prove.mjs merge', () => {
  /** The shard jobs' artifacts as actions/download-artifact lays them out: a folder per artifact. */
  function downloaded(workspace: string): string[] {
    const files = [join(workspace, 'shards', 'prove-1', 'result-shard-1-of-2.json')]
    files.push(join(workspace, 'shards', 'prove-2', 'result-shard-2-of-2.json'))
    for (const file of files) {
      mkdirSync(join(file, '..'), { recursive: true })
      writeFileSync(file, '{}')
    }
    writeFileSync(join(workspace, 'shards', 'prove-1', 'notes.txt'), 'not a result')
    return files
  }

  it.each([0, 1])('merges every downloaded shard result and exits with the merge exit code %i', (code) => {
    const workspace = realpathSync(tempDir('evident-workspace-'))
    const files = downloaded(workspace)
    const cli = fakeCli(code)
    const run = runAction(workspace, { cli: cli.path, inputs: { merge: 'shards', junit: 'prove.xml' } })
    expect(run.code).toBe(code)
    const json = tempJson(run, 'merged.json')
    expect(cli.calls()).toEqual([
      {
        argv: ['prove', 'merge', ...files, '--json', json, '--junit', join(workspace, 'prove.xml')],
        cwd: workspace,
      },
    ])
    expect(run.summary).toBe(`${SUMMARY}\n`)
    expect(run.outputs).toEqual({ 'exit-code': String(code), json })
  })

  it('refuses a folder with no shard results, naming download-artifact', () => {
    const workspace = realpathSync(tempDir('evident-workspace-'))
    mkdirSync(join(workspace, 'shards'))
    const cli = fakeCli(0)
    const run = runAction(workspace, { cli: cli.path, inputs: { merge: 'shards' } })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('no shard results (*.json) under shards')
    expect(run.stderr).toContain('actions/download-artifact')
    expect(cli.calls()).toEqual([])
  })
})

describe('scripts/action/prove.mjs install', () => {
  /** The script in a copy of the action's folder without node_modules, and an `npm` that records how it ran. */
  function actionCopy(npmExit: number): { script: string; root: string; bin: string; npmCalls: () => string } {
    const root = realpathSync(tempDir('evident-action-'))
    mkdirSync(join(root, 'scripts', 'action'), { recursive: true })
    cpSync(SCRIPT, join(root, 'scripts', 'action', 'prove.mjs'))
    const bin = tempDir('evident-npm-')
    const log = join(bin, 'npm.log')
    writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "$PWD $*" >> "${log}"\nexit ${npmExit}\n`)
    chmodSync(join(bin, 'npm'), 0o755)
    return {
      script: join(root, 'scripts', 'action', 'prove.mjs'),
      root,
      bin,
      npmCalls: () => (existsSync(log) ? readFileSync(log, 'utf8') : ''),
    }
  }
  /** The install step of the copy, with its `npm` first on the PATH. */
  const withNpm = (copy: { script: string; bin: string }) => ({
    argv: ['install'],
    script: copy.script,
    env: { PATH: `${copy.bin}:${process.env['PATH'] ?? ''}` },
  })

  it("runs npm ci --omit=dev in the action's folder when its dependencies are missing", () => {
    const copy = actionCopy(0)
    const run = runAction(tempDir(), withNpm(copy))
    expect(run.code).toBe(0)
    expect(copy.npmCalls()).toBe(`${copy.root} ci --omit=dev --no-audit --no-fund\n`)
  })

  it('installs nothing when better-sqlite3 is there', () => {
    const copy = actionCopy(0)
    mkdirSync(join(copy.root, 'node_modules', 'better-sqlite3'), { recursive: true })
    writeFileSync(join(copy.root, 'node_modules', 'better-sqlite3', 'package.json'), '{}')
    const run = runAction(tempDir(), withNpm(copy))
    expect(run.code).toBe(0)
    expect(copy.npmCalls()).toBe('')
  })

  it('installs nothing when EVIDENT_ACTION_CLI names the CLI', () => {
    const copy = actionCopy(0)
    const run = runAction(tempDir(), { ...withNpm(copy), cli: fakeCli(0).path })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('EVIDENT_ACTION_CLI is set')
    expect(copy.npmCalls()).toBe('')
  })

  it('exits 2 saying what evident needs when npm ci fails', () => {
    const copy = actionCopy(1)
    const run = runAction(tempDir(), withNpm(copy))
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`npm ci --omit=dev in ${copy.root} failed (exit 1)`)
  })
})

describe('action.yml', () => {
  interface Step {
    readonly id?: string
    readonly shell?: string
    readonly run?: string
    readonly uses?: string
    readonly env?: Readonly<Record<string, string>>
  }
  interface Action {
    readonly inputs: Readonly<Record<string, { readonly default?: string }>>
    readonly outputs: Readonly<Record<string, { readonly value: string }>>
    readonly runs: { readonly using: string; readonly steps: readonly Step[] }
  }
  const action = parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as Action
  const script = readFileSync(SCRIPT, 'utf8')
  const read = [...new Set([...script.matchAll(/\binput\('([a-z-]+)'\)/g)].map((m) => m[1] ?? ''))].sort()
  const envName = (input: string) => `INPUT_${input.replace(/-/g, '_').toUpperCase()}`

  it('is a composite action whose every step runs scripts/action/prove.mjs with bash, and nothing else', () => {
    expect(action.runs.using).toBe('composite')
    expect(action.runs.steps.map((step) => [step.shell, step.run, step.uses])).toEqual([
      ['bash', 'node "$GITHUB_ACTION_PATH/scripts/action/prove.mjs" install', undefined],
      ['bash', 'node "$GITHUB_ACTION_PATH/scripts/action/prove.mjs"', undefined],
    ])
  })

  it('declares every input the script reads, passes each to the proving step, and declares no other', () => {
    expect(read.length).toBeGreaterThan(5)
    expect(Object.keys(action.inputs).sort()).toEqual(read)
    const step = action.runs.steps.find((s) => s.id === 'prove')
    expect(step?.env).toEqual(Object.fromEntries(read.map((name) => [envName(name), `\${{ inputs.${name} }}`])))
  })

  it("takes each output from the proving step's output of that name, which the script writes", () => {
    const run = runAction(tempDir(), { cli: fakeCli(0).path })
    expect(Object.keys(run.outputs).sort()).toEqual(Object.keys(action.outputs).sort())
    for (const [name, output] of Object.entries(action.outputs))
      expect(output.value).toBe(`\${{ steps.prove.outputs.${name} }}`)
  })
})

describe('examples/github-actions', () => {
  interface WorkflowStep {
    readonly id?: string
    readonly if?: string
    readonly uses?: string
    readonly with?: Readonly<Record<string, string | number>>
  }
  interface Job {
    readonly needs?: string
    readonly if?: string
    readonly strategy?: { readonly 'fail-fast'?: boolean; readonly matrix: { readonly shard: readonly number[] } }
    readonly steps: readonly WorkflowStep[]
  }
  const workflow = (name: string) =>
    parse(readFileSync(join(REPO, 'examples', 'github-actions', name), 'utf8')) as { jobs: Record<string, Job> }
  const declared = Object.keys(
    (parse(readFileSync(join(REPO, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }).inputs,
  )
  const evidentSteps = (job: Job) => job.steps.filter((step) => step.uses?.startsWith('OWNER/evident@') === true)

  it.each(['prove.yml', 'prove-sharded.yml'])('%s gives the action only inputs it declares', (name) => {
    const steps = Object.values(workflow(name).jobs).flatMap(evidentSteps)
    expect(steps.length).toBeGreaterThan(0)
    for (const step of steps) expect(declared).toEqual(expect.arrayContaining(Object.keys(step.with ?? {})))
  })

  it('prove-sharded.yml proves every shard i/n of its matrix and merges every shard it uploads, findings or not', () => {
    const { prove, merge } = workflow('prove-sharded.yml').jobs
    const shards = prove?.strategy?.matrix.shard ?? []
    expect(prove?.strategy?.['fail-fast']).toBe(false)
    expect(shards).toEqual(Array.from({ length: shards.length }, (_, i) => i + 1))
    const [proving] = evidentSteps(prove as Job)
    expect(proving?.with?.['shard']).toBe(`\${{ matrix.shard }}/${shards.length}`)
    const upload = prove?.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@') === true)
    expect(upload?.if).toMatch(/^always\(\)/)
    expect(upload?.with?.['path']).toBe(`\${{ steps.${proving?.id ?? ''}.outputs.json }}`)
    expect(merge).toMatchObject({ needs: 'prove', if: 'always()' })
    const download = merge?.steps.find((step) => step.uses?.startsWith('actions/download-artifact@') === true)
    const pattern = String(download?.with?.['pattern'] ?? '')
    expect(pattern.endsWith('*')).toBe(true)
    expect(String(upload?.with?.['name'])).toBe(`${pattern.slice(0, -1)}\${{ matrix.shard }}`)
    expect(evidentSteps(merge as Job)[0]?.with?.['merge']).toBe(download?.with?.['path'])
  })
})

describe('the action end to end: the real evident prove, one job and a sharded matrix merged', () => {
  it('proves a pull request with the bundled CLI; shards 1/2 and 2/2 merged write the same summary', async () => {
    const plugin = tempDir('evident-action-plugin-')
    await freshBundle(REPO, join(plugin, 'bundle'))
    mkdirSync(join(plugin, 'bin'))
    cpSync(join(REPO, 'bin', 'evident'), join(plugin, 'bin', 'evident'))
    symlinkSync(join(REPO, 'node_modules'), join(plugin, 'node_modules'), 'dir')
    const cli = join(plugin, 'bin', 'evident')
    const imports = "import { slug } from '../src/slug.js'"
    const repo = proveRepo({
      'src/slug.ts': SLUG_BUGGY,
      'test/a.test.ts': testFile(imports, [['lowercases', "expect(slug('AB')).toBe('ab')"]]),
    })
    const base = repo.git('rev-parse', 'HEAD')
    repo.git('checkout', '-q', '-b', 'feature')
    const head = repo.commit({
      'src/slug.ts': SLUG_FIXED,
      'test/a.test.ts': testFile(imports, [
        ['lowercases', "expect(slug('AB')).toBe('ab')"],
        ['trims dashes', "expect(slug('-a b-')).toBe('a-b')"],
      ]),
      'test/b.test.ts': testFile(imports, [['trims a leading dash', "expect(slug('-a')).toBe('a')"]]),
    })
    const workspace = checkout(repo.root)
    // The job's `npm ci`: the project's installed dependencies, git-ignored.
    symlinkSync(join(REPO, 'node_modules'), join(workspace, 'node_modules'), 'dir')
    const event = pullRequest(base, head)
    const one = runAction(workspace, { event, cli })
    expect(one.stderr).not.toMatch(/::error::/)
    expect(one.code).toBe(0)
    expect(one.outputs['exit-code']).toBe('0')
    expect(one.summary).toMatch(/^## evident prove `[0-9a-f]{12}\.\.[0-9a-f]{12}` — proven/)
    expect(one.summary).toMatch(/proven: fails without the change, passes with it \| 2 \|/)
    const shards = join(workspace, 'shards')
    for (const shard of ['1/2', '2/2']) {
      const dir = join(shards, `prove-${shard.replace('/', '-of-')}`)
      mkdirSync(dir, { recursive: true })
      const run = runAction(workspace, { event, cli, inputs: { shard, json: join(dir, 'result.json') } })
      expect(run.code, run.stderr).toBe(0)
    }
    const merged = runAction(workspace, { cli, inputs: { merge: 'shards' } })
    expect(merged.code, merged.stderr).toBe(0)
    expect(merged.summary).toBe(one.summary)
  }, 240_000)
})
