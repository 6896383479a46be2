import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ConductEvent } from '../../mcp-server/src/domain/conduct-events.js'
import type { CriterionOutcome, DraftPr, IssueSource } from '../../mcp-server/src/clients/conduct/issue-source.js'
import { parseIssue, type IssueSpec } from '../../mcp-server/src/clients/conduct/issue.js'
import { draftLedger, writeLedger } from '../../mcp-server/src/clients/conduct/ledger.js'
import { ensureTddIgnore } from '../../mcp-server/src/clients/conduct/git.js'
import {
  conductLoop,
  type LeafRequest,
  type LeafResult,
  type LoopEnd,
} from '../../mcp-server/src/clients/conduct/loop.js'
import { fileClassifier } from '../../mcp-server/src/project/test-files.js'
import { tempDir } from './store.js'

/**
 * The conductor's loop (clients/conduct/loop.ts) over a real git repository, with scripted leaves in process: what each leaf
 * does to the tree and says is the script's; every check of what changed, every commit, revert, stop and bail is the
 * loop's own.
 */
export const ISSUE: IssueSpec = parseIssue(
  3,
  'Greet and part',
  `Intro.\n\n## Acceptance criteria\n- [ ] greet says "Hello, $name!" — it's \`name\`\n- [ ] farewell says "Bye"\n`,
)
export const TITLE = [ISSUE.criteria[0] ?? '', ISSUE.criteria[1] ?? ''] as const

export const git = (root: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: root, encoding: 'utf8' })

/** A repository with `src/`, `test/`, the conductor's `.tdd/.gitignore` and the issue's ledger, committed (`plan`). */
export function repo(): string {
  const root = tempDir('evident-loop-')
  mkdirSync(join(root, 'src'))
  mkdirSync(join(root, 'test'))
  writeFileSync(join(root, 'README.md'), '# r\n')
  git(root, 'init', '-q', '-b', 'main')
  git(root, 'config', 'user.name', 't')
  git(root, 'config', 'user.email', 't@example.com')
  ensureTddIgnore(root)
  writeLedger(root, draftLedger(ISSUE))
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '-m', 'plan')
  return root
}

/** What a scripted leaf does to the tree, and what it answers (merged over `{code: 0, status: 'exited 0', …}`). */
export type Act =
  | ((root: string, request: LeafRequest) => void)
  | ((root: string, request: LeafRequest) => Partial<LeafResult>)
  | ((root: string, request: LeafRequest) => Promise<unknown>)
export const files = (k: number) => ({ test: `test/s${k}.test.ts`, src: `src/s${k}.ts` })
export const put = (root: string, path: string, text: string) => writeFileSync(join(root, path), text)

/** The honest leaves: red writes the step's test, green its source, refactor nothing; verifiers say PASS. */
const honest: Record<string, Act> = {
  'develop-red': (root, r) => put(root, files(r.step.number).test, `test ${r.step.number}\n`),
  'develop-green': (root, r) => put(root, files(r.step.number).src, `src ${r.step.number}\n`),
  'develop-refactor': () => undefined,
  'develop-revise': (root, r) => put(root, files(r.step.number).src, `fixed ${r.step.number}\n`),
  'verdict-red': () => ({ output: 'VERDICT: PASS' }),
  'verdict-green': () => ({ output: 'VERDICT: PASS' }),
  'verdict-refactor': () => ({ output: 'VERDICT: PASS' }),
}

export interface Ran {
  readonly end: LoopEnd
  readonly requests: LeafRequest[]
  readonly events: Omit<ConductEvent, 'at' | 'issue'>[]
  readonly narration: string[]
  /** The criteria the loop asked the source to tick, in order. */
  readonly ticked: number[]
}

/**
 * Runs the loop with the scripted leaves: `acts` keyed `<leaf name>#<step>` or `<leaf name>`, the honest ones
 * otherwise. The judge takes the verifier's claim as its verdict. `onNarrate` runs as each narration is posted (what
 * a process left running might do meanwhile); `tick` answers the source's `tickCriterion` (recorded in `ticked`).
 */
export async function run(
  root: string,
  acts: Record<string, Act> = {},
  revisions = 2,
  onNarrate: (root: string, text: string) => void = () => undefined,
  tick: (k: number, text: string) => Promise<CriterionOutcome> = async () => 'ticked',
): Promise<Ran> {
  const ticked: number[] = []
  const requests: LeafRequest[] = []
  const events: Omit<ConductEvent, 'at' | 'issue'>[] = []
  const narration: string[] = []
  const source: IssueSource = {
    kind: 'file',
    read: async () => ISSUE,
    narrate: async (text) => {
      narration.push(text)
      onNarrate(root, text)
    },
    openDraftPr: async (_pr: DraftPr) => ({}),
    tickCriterion: async (k, text) => {
      ticked.push(k)
      return tick(k, text)
    },
  }
  const end = await conductLoop({
    root,
    issue: ISSUE,
    source,
    revisions,
    classify: fileClassifier(),
    runLeaf: async (request) => {
      requests.push(request)
      const act = acts[`${request.name}#${request.step.number}`] ?? acts[request.name] ?? honest[request.name]
      const extra = ((await act?.(root, request)) as Partial<LeafResult> | undefined) ?? {}
      return { code: 0, status: 'exited 0', output: 'done', session: `s-${requests.length}`, ...extra }
    },
    judge: async (_leaf, _phase, claim) =>
      claim.kind === 'pass'
        ? { code: 0, reason: 'ok' }
        : claim.kind === 'reject'
          ? { code: 1, reason: claim.reason }
          : { code: 2, reason: claim.why },
    emit: async (event) => {
      events.push(event)
    },
  })
  return { end, requests, events, narration, ticked }
}

export const names = (r: Ran) => r.requests.map((q) => `${q.name}#${q.step.number}`)
export const subjects = (root: string) => git(root, 'log', '--format=%s').trim().split('\n')
export const clean = (root: string) => git(root, 'status', '--porcelain', '--untracked-files=all').trim()
