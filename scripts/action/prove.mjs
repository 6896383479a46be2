#!/usr/bin/env node
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve, sep } from 'node:path'
import process from 'node:process'

/**
 * The GitHub Action's one script (action.yml; docs/ci.md). Plain Node ESM with no dependencies and no build step: the
 * action runs it straight from its own checkout. Three modes:
 *
 * - `install` (argument): makes `bin/evident` runnable — `npm ci --omit=dev` in the action's folder, once (`bundle/`
 *   is committed with every dependency inlined but better-sqlite3's native module);
 * - prove (no argument): `evident prove <base>..<head>` on the pull request's commits, fetched into a shallow clone
 *   when missing;
 * - merge (no argument, the `merge` input set): `evident prove merge` over the shard results downloaded there.
 *
 * Prove and merge append the CLI's markdown to the job summary, set the outputs `exit-code` and `json`, and exit with
 * the CLI's code (0 proven, 1 a finding, 2 could not run). Bad input exits 2 with a message saying what to set.
 * The action passes its inputs as `INPUT_<NAME>` variables (a composite action gets none by itself).
 */

/** The action's folder (`github.action_path`): this repository, two folders above this script. */
const ACTION_ROOT = resolve(import.meta.dirname, '..', '..')

/** Commits fetched below a missing one in a shallow clone: enough to find where a pull request forked. */
const DEFAULT_FETCH_DEPTH = 100

/** Bad input or an unusable checkout: its message says what to do; the script exits 2. */
class Refusal extends Error {}

/** An input of the action (`working-directory` → `INPUT_WORKING_DIRECTORY`), trimmed; '' when not given. */
function input(name) {
  return (process.env[`INPUT_${name.replace(/-/g, '_').toUpperCase()}`] ?? '').trim()
}

function main(argv) {
  try {
    if (argv[0] === 'install') return install()
    if (argv.length > 0) throw new Refusal(`unknown mode "${argv[0]}": run it with no argument, or with "install"`)
    return input('merge') === '' ? prove() : merge()
  } catch (error) {
    const message = error instanceof Refusal ? error.message : (error?.stack ?? String(error))
    say(process.stderr, `::error title=evident prove::${escapeCommand(message)}`)
    if (argv.length === 0) finish('', 2, undefined, message)
    return 2
  }
}

/** Makes `bin/evident` runnable from the action's checkout: its runtime dependencies, installed once. */
function install() {
  if (process.env.EVIDENT_ACTION_CLI) {
    say(process.stdout, `EVIDENT_ACTION_CLI is set (${process.env.EVIDENT_ACTION_CLI}): nothing to install`)
    return 0
  }
  if (existsSync(join(ACTION_ROOT, 'node_modules', 'better-sqlite3', 'package.json'))) {
    say(process.stdout, `evident's dependencies are installed in ${ACTION_ROOT}`)
    return 0
  }
  const ran = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: ACTION_ROOT, stdio: 'inherit' })
  if (ran.error !== undefined || ran.status !== 0)
    throw new Refusal(
      `npm ci --omit=dev in ${ACTION_ROOT} failed (${ran.error?.message ?? `exit ${ran.status ?? ran.signal}`}): ` +
        'evident needs Node 20 and npm on the runner (actions/setup-node) and the npm registry',
    )
  return 0
}

function prove() {
  const workspace = workspaceRoot()
  const cwd = folder(workspace, 'working-directory', input('working-directory') || '.')
  const event = readEvent()
  const base = input('base') || eventBase(event)
  if (base === '')
    throw new Refusal(
      'no base commit: set the `base` input (a commit or branch), or run the action on a pull_request, ' +
        'merge_group or push event',
    )
  const head = input('head') || eventHead(event) || (process.env.GITHUB_SHA ?? '')
  if (head === '') throw new Refusal('no head commit: set the `head` input (a commit or branch)')
  // Every input checked before git fetches anything.
  const [baseRef, headRef, depth] = [refName('base', base), refName('head', head), fetchDepth()]
  const shard = shardOf(input('shard'))
  const options = [
    ...(input('runner') === '' ? [] : ['--runner', input('runner')]),
    ...(shard === undefined ? [] : ['--shard', shard.join('/')]),
    ...(flag('coverage', input('coverage')) ? ['--coverage'] : []),
  ]
  const json = jsonPath(workspace, shard === undefined ? 'result.json' : `result-shard-${shard.join('-of-')}.json`)
  const junit = junitArgs(workspace)
  const range = commitRange(cwd, baseRef, headRef, depth)
  return report(cwd, ['prove', `${range.base}..${range.head}`, ...options, '--json', json, ...junit], json)
}

function merge() {
  const workspace = workspaceRoot()
  const cwd = folder(workspace, 'working-directory', input('working-directory') || '.')
  const dir = folder(workspace, 'merge', input('merge'))
  const json = jsonPath(workspace, 'merged.json')
  // download-artifact puts each artifact in a folder of its own unless told to merge them: any depth is a shard.
  const shards = readdirSync(dir, { recursive: true })
    .map((entry) => join(dir, String(entry)))
    .filter((path) => path.endsWith('.json') && path !== json && statSync(path).isFile())
    .sort()
  if (shards.length === 0)
    throw new Refusal(
      `no shard results (*.json) under ${input('merge')}: download the shard jobs' artifacts there first ` +
        '(actions/download-artifact)',
    )
  return report(cwd, ['prove', 'merge', ...shards, '--json', json, ...junitArgs(workspace)], json)
}

/** Runs the CLI, shows and records what it printed, and returns its exit code. */
function report(cwd, args, json) {
  const cli = process.env.EVIDENT_ACTION_CLI || join(ACTION_ROOT, 'bin', 'evident')
  say(process.stdout, `evident ${args.join(' ')}`)
  // A result left by an earlier run in this job must not pass for this one's.
  rmSync(json, { force: true })
  const ran = spawnSync(cli, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 })
  if (ran.error !== undefined) throw new Refusal(`could not start ${cli}: ${ran.error.message}`)
  // What the CLI printed quotes the change's own failure messages: in the log, no line of it may be read as a
  // workflow command (`::warning …`, `::add-mask::`), so command processing is off while it is shown.
  const token = randomBytes(16).toString('hex')
  process.stdout.write(`::stop-commands::${token}\n`)
  process.stdout.write(ran.stdout)
  process.stderr.write(ran.stderr)
  process.stdout.write(`\n::${token}::\n`)
  // Killed by a signal: it could not run.
  const code = ran.status ?? 2
  finish(ran.stdout, code, existsSync(json) ? json : undefined)
  return code
}

/** The job summary and the step's outputs, whatever happened; `problem` is why nothing ran. */
function finish(markdown, code, json, problem) {
  const summary =
    problem !== undefined
      ? `**evident prove could not run** (exit ${code}): ${problem}`
      : markdown.trim() !== ''
        ? markdown
        : `**evident prove printed no summary** (exit ${code}): see the step's log.`
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${summary.trimEnd()}\n\n`)
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `exit-code=${code}\njson=${json ?? ''}\n`)
}

/** The event that started the workflow (`GITHUB_EVENT_PATH`); none outside GitHub Actions. */
function readEvent() {
  const path = process.env.GITHUB_EVENT_PATH
  if (!path) return {}
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Refusal(
      `cannot read the workflow's event ${path} (${error.message}): set the \`base\` and \`head\` inputs`,
    )
  }
}

/** The commit a change is proven against: a pull request's base, a merge queue's base, or what a push replaced. */
function eventBase(event) {
  const before = typeof event.before === 'string' && !/^0+$/.test(event.before) ? event.before : ''
  return event.pull_request?.base?.sha ?? event.merge_group?.base_sha ?? before
}

function eventHead(event) {
  return event.pull_request?.head?.sha ?? event.merge_group?.head_sha ?? ''
}

/** A commit id, branch name or revision (`HEAD~1`); never an option git would read (`--upload-pack=…`) or a range. */
function refName(name, value) {
  if (!/^[A-Za-z0-9][\w./~^-]*$/.test(value) || value.includes('..'))
    throw new Refusal(`\`${name}\` (${value}) is not a commit id, branch name or revision such as HEAD~1`)
  return value
}

/**
 * Both commits, as full ids, fetched when the checkout lacks them — or, in a shallow clone, lacks the history between
 * them (actions/checkout fetches one commit by default). When the base is not an ancestor of the head (the base branch
 * moved on since the pull request forked) the change is proven from the fork point, as a pull request's diff shows it:
 * comparing with the newer base would count the base branch's own new tests as removed.
 */
function commitRange(cwd, base, head, depth) {
  const shallow = git(cwd, ['rev-parse', '--is-shallow-repository']).stdout.trim() === 'true'
  let [baseId, headId] = [commitId(cwd, base), commitId(cwd, head)]
  if (baseId === undefined || headId === undefined || (shallow && !isAncestor(cwd, baseId, headId)))
    [baseId, headId] = [fetched(cwd, base, shallow, depth), fetched(cwd, head, shallow, depth)]
  if (isAncestor(cwd, baseId, headId)) return { base: baseId, head: headId }
  const fork = git(cwd, ['merge-base', baseId, headId])
  if (fork.status === 0) {
    const forkId = fork.stdout.trim()
    say(
      process.stdout,
      `::notice title=evident prove::${base} is not an ancestor of ${head}: proving from their fork point ${forkId}`,
    )
    return { base: forkId, head: headId }
  }
  if (shallow)
    throw new Refusal(
      `cannot find where ${head} forked from ${base} in this shallow clone: check out with \`fetch-depth: 0\` ` +
        "(actions/checkout), or raise the action's `fetch-depth`",
    )
  throw new Refusal(`${base} and ${head} share no history: set \`base\` to a commit ${head} descends from`)
}

function isAncestor(cwd, ancestor, descendant) {
  return git(cwd, ['merge-base', '--is-ancestor', ancestor, descendant]).status === 0
}

/** The full id of `ref` fetched from origin (with `depth` commits below it in a shallow clone, deepening it). */
function fetched(cwd, ref, shallow, depth) {
  say(process.stdout, `fetching ${ref} from origin`)
  const ran = git(cwd, ['fetch', '--no-tags', ...(shallow ? [`--depth=${depth}`] : []), 'origin', ref])
  const id = ran.status === 0 ? commitId(cwd, 'FETCH_HEAD') : undefined
  if (id === undefined)
    throw new Refusal(
      `\`git fetch origin ${ref}\` failed (${lastLine(ran.stderr)}): check out with \`fetch-depth: 0\` ` +
        '(actions/checkout), or set `base` and `head` to commits of this repository',
    )
  return id
}

function commitId(cwd, ref) {
  const parsed = git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
  return parsed.status === 0 ? parsed.stdout.trim() : undefined
}

function git(cwd, args) {
  const ran = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (ran.error !== undefined) throw new Refusal(`could not run git (${ran.error.message}): install git on the runner`)
  return ran
}

function fetchDepth() {
  const text = input('fetch-depth')
  if (text === '') return DEFAULT_FETCH_DEPTH
  if (!/^[1-9]\d*$/.test(text)) throw new Refusal(`\`fetch-depth\` (${text}) is not a positive whole number`)
  return Number(text)
}

/** `i/n` as [i, n]; undefined when not sharded. */
function shardOf(text) {
  if (text === '') return undefined
  const match = /^([1-9]\d*)\/([1-9]\d*)$/.exec(text)
  if (match === null || Number(match[1]) > Number(match[2]))
    throw new Refusal(`\`shard\` (${text}) is not i/n with 1 ≤ i ≤ n, e.g. 1/2 (from a matrix: \${{ matrix.shard }}/2)`)
  return [match[1], match[2]]
}

function flag(name, value) {
  if (value === '' || value.toLowerCase() === 'false') return false
  if (value.toLowerCase() === 'true') return true
  throw new Refusal(`\`${name}\` (${value}) is neither true nor false`)
}

function junitArgs(workspace) {
  const junit = input('junit')
  if (junit === '') return []
  const path = contained(workspace, 'junit', junit)
  mkdirSync(dirname(path), { recursive: true })
  return ['--junit', path]
}

/** The `json` input's path, else `name` in the runner's temp folder; its folder made. */
function jsonPath(workspace, name) {
  const json = input('json')
  const path =
    json === '' ? join(process.env.RUNNER_TEMP || tmpdir(), 'evident-prove', name) : contained(workspace, 'json', json)
  mkdirSync(dirname(path), { recursive: true })
  return path
}

function folder(workspace, name, value) {
  const path = contained(workspace, name, value)
  if (!existsSync(path) || !statSync(path).isDirectory()) throw new Refusal(`\`${name}\` (${value}) is not a folder`)
  return path
}

/** `value` resolved against the workspace (as actions/upload-artifact does), refused outside it and the runner's temp. */
function contained(workspace, name, value) {
  const path = resolve(workspace, value)
  const roots = [workspace, process.env.RUNNER_TEMP].filter(Boolean).map((root) => resolve(root))
  if (!roots.some((root) => path === root || path.startsWith(root + sep)))
    throw new Refusal(
      `\`${name}\` (${value}) is outside the workspace ${workspace}${process.env.RUNNER_TEMP ? " and the runner's temp folder" : ''}: ` +
        'give a path inside it',
    )
  return path
}

function workspaceRoot() {
  return resolve(process.env.GITHUB_WORKSPACE || process.cwd())
}

function lastLine(text) {
  return (text ?? '').trim().split('\n').at(-1) || 'no message'
}

/** One line to the step's log (through `process`, imported: the lint config gives `.mjs` files no Node globals). */
function say(stream, line) {
  stream.write(`${line}\n`)
}

/** A workflow command's message on one line (GitHub's escaping: %, CR, LF). */
function escapeCommand(text) {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

process.exitCode = main(process.argv.slice(2))
