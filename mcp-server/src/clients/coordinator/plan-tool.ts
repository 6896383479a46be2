import { realpathSync } from 'node:fs'
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path'
import { contentSha256Hex } from '../../kernel/content-hash.js'
import { accept, refuse, type Checked } from '../../domain/checked.js'
import { specPathOf, type PlanDocument, type PlanRow } from '../../domain/plan.js'
import { loadConfig } from '../../kernel/config.js'
import { checkPlan, type PlanFacts } from './plan-check.js'
import type { FileKind } from '../../project/test-files.js'
import { DEFAULT_STUB_MARKERS } from './worker-text.js'
import { classifierFor } from '../../project/classifier.js'
import { MAIN_AGENT, type Caller } from '../../kernel/identity.js'
import { readRegularFile } from '../../kernel/regular-file.js'
import { ensureCaller } from '../../store/callers.js'
import type { Store } from '../../store/index.js'
import { currentPlan, insertPlan, newestPlanOf } from '../../store/plans.js'
import { isWithin } from '../../kernel/containment.js'
import { writeMirror, type MirrorResult } from './plan-mirror.js'
import { approvalPathOf, checkPrerequisite, WORKFLOW_PATH } from './prerequisite.js'
import { shellChangedPaths } from '../../store/coordinator-evidence.js'

/**
 * The coordinator's plans (docs/coordinator.md): decided once, in the main context, checked against the spec and
 * the project, stored, and mirrored to `.claude/state/tdd/<slug>.json`. The store is the truth; the mirror is a copy
 * evident writes (temp file + rename) and no agent may edit (engine/gates/own-state.ts).
 */
export type PlanMode = 'create' | 'replace'

export interface DecidedPlan {
  readonly plan: PlanRow
  readonly mirror: MirrorResult
}

export async function decidePlan(
  store: Store,
  caller: Caller,
  projectRoot: string,
  doc: PlanDocument,
  mode: PlanMode,
): Promise<Checked<DecidedPlan>> {
  if (caller.agentId !== MAIN_AGENT) {
    return refuse(
      'conflict',
      `tdd_plan ${mode} is for the main agent only: decisions about the recipe and the contract are made once, in the main context, and ${caller.agentType ?? 'a subagent'} (agent ${caller.agentId}) is a worker held to them`,
      'read the plan with tdd_plan {"action":"get"} and work to it; if it is wrong, stop and tell the main agent why',
    )
  }
  const early = checkMode(mode, doc.slug, await currentPlan(store.db, projectRoot))
  if (early !== undefined) return early
  const specPath = specPathOf(doc.slug)
  const spec = readSpec(projectRoot, specPath)
  if (spec === undefined) {
    return refuse(
      'bad_input',
      `no spec at ${specPath}: a plan is checked against the spec of its slug (acceptance criteria, quoted behavior)`,
      `write the spec to ${specPath} (with its table of acceptance criteria "| AC-1 | … |"), or use the slug of an existing spec`,
    )
  }
  const changed = await shellChangedPaths(store.db, projectRoot, [approvalPathOf(doc.slug), WORKFLOW_PATH])
  const unmet = checkPrerequisite(projectRoot, doc.slug, changed)
  if (unmet !== undefined) return unmet
  const config = loadConfig(projectRoot)
  const classify = await classifierFor(projectRoot, JSON.stringify(config))
  const facts: PlanFacts = {
    specText: spec.toString('utf8'),
    specPath,
    paths: new Map(
      [...doc.contract.failing_test_paths, ...doc.contract.write_set].map((p) => [
        p,
        resolvePath(projectRoot, p, classify),
      ]),
    ),
  }
  const problems = checkPlan(doc, facts)
  if (problems.length > 0) {
    return refuse(
      'bad_input',
      `plan ${doc.slug} was not stored, ${problems.length} problem(s): ${problems.map((p) => `${p.at}: ${p.problem}`).join('; ')}`,
      'correct each one and call tdd_plan again with the whole plan',
    )
  }
  const rel = (p: string): string => {
    const r = facts.paths.get(p)
    return r === undefined || r === 'outside' ? p : r.relative
  }
  const normalized: PlanDocument = {
    ...doc,
    contract: {
      ...doc.contract,
      failing_test_paths: doc.contract.failing_test_paths.map(rel),
      write_set: doc.contract.write_set.map(rel),
    },
  }
  const stored = await store.write(async (tx): Promise<Checked<PlanRow>> => {
    // Again under the write lock: another create may have come first.
    const refused = checkMode(mode, doc.slug, await currentPlan(tx, projectRoot))
    if (refused !== undefined) return refused
    return accept(
      await insertPlan(tx, {
        projectRoot,
        callerId: await ensureCaller(tx, caller),
        document: normalized,
        specPath,
        specSha256: contentSha256Hex(spec),
        fixIterations: config.coordinator.fixIterations,
        stubMarkers: config.coordinator.stubMarkers ?? DEFAULT_STUB_MARKERS,
      }),
    )
  })
  if (!stored.ok) return stored
  return accept({ plan: stored.value, mirror: writeMirror(projectRoot, stored.value) })
}

function checkMode(mode: PlanMode, slug: string, current: PlanRow | undefined) {
  if (mode === 'create' && current?.slug === slug) {
    return refuse(
      'conflict',
      `plan ${slug} already exists (version ${current.version}, ${current.status})`,
      `call tdd_plan {"action":"replace", …} with the whole corrected plan to make version ${current.version + 1}`,
    )
  }
  if (mode === 'replace' && current?.slug !== slug) {
    return refuse(
      'conflict',
      `there is no current plan ${slug} to replace${current === undefined ? '' : ` (the project's current plan is ${current.slug})`}`,
      'call tdd_plan {"action":"create", …} to make it',
    )
  }
  return undefined
}

/** A plan: the newest of the slug, or the project's current one. */
export async function readPlan(store: Store, projectRoot: string, slug: string | undefined): Promise<Checked<PlanRow>> {
  const plan =
    slug === undefined ? await currentPlan(store.db, projectRoot) : await newestPlanOf(store.db, projectRoot, slug)
  if (plan !== undefined) return accept(plan)
  return refuse(
    'not_found',
    slug === undefined ? 'this project has no current coordinator plan' : `no plan ${slug} in this project`,
    'the main agent makes one with tdd_plan {"action":"create", …} (see /evident:tdd --spec docs/specs/<slug>.md)',
  )
}

function readSpec(projectRoot: string, specPath: string): Buffer | undefined {
  const resolved = resolvePath(projectRoot, specPath, () => 'neutral')
  if (resolved === 'outside') return undefined
  try {
    return readRegularFile(join(projectRoot, resolved.relative))
  } catch {
    return undefined
  }
}

/**
 * A contract path resolved in the project: its project-relative POSIX form and kind, or `outside` when it escapes
 * the root lexically or through a symbolic link of an existing ancestor (realpath).
 */
function resolvePath(
  projectRoot: string,
  given: string,
  classify: (path: string) => FileKind,
): { readonly relative: string; readonly kind: FileKind } | 'outside' {
  if (given.includes('\0')) return 'outside'
  let root: string
  try {
    root = realpathSync(projectRoot)
  } catch {
    return 'outside'
  }
  let rel = normalize(given)
  if (isAbsolute(given)) {
    const base = [root, resolve(projectRoot)].find((b) => isWithin(b, rel))
    if (base === undefined) return 'outside'
    rel = relative(base, rel)
  }
  const target = join(root, rel)
  if (!isWithin(root, target) || target === root) return 'outside'
  let existing = target
  for (;;) {
    try {
      if (!isWithin(root, realpathSync(existing))) return 'outside'
      break
    } catch {
      const up = dirname(existing)
      if (up === existing) return 'outside'
      existing = up
    }
  }
  const posix = relative(root, target).split(sep).join('/')
  return { relative: posix, kind: classify(posix) }
}
