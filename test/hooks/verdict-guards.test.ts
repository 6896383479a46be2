import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { VERDICT_FILE } from '../../mcp-server/src/domain/verdict-file.js'
import { CLAIM_DENIALS } from '../../mcp-server/src/domain/vocabulary.js'
import { recordVerdict } from '../../mcp-server/src/engine/flows/verdict.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { createJunitRunner } from '../../mcp-server/src/runners/junit.js'
import { runAndRecord } from '../../mcp-server/src/runners/run-and-record.js'
import type { Runner } from '../../mcp-server/src/runners/types.js'
import { createVitestRunner } from '../../mcp-server/src/runners/vitest.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import type { VerdictRow } from '../../mcp-server/src/store/verdicts.js'
import { shadowFor } from '../../mcp-server/src/worktree/snapshot.js'
import { cli } from '../support/cli-io.js'
import { PLAN } from '../support/coordinator.js'
import { ensureCaller } from '../../mcp-server/src/store/callers.js'
import { insertPlan } from '../../mcp-server/src/store/plans.js'
import { copyFixture } from '../support/fixtures.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import { runHook, spawnShell, tempProject, usePluginRoot, type HookRun, type Project } from '../support/hooks.js'
import { tempDir } from '../support/store.js'
import { scaled } from '../support/time.js'

/**
 * The binding verdict's guards through the real hook CLI: the PASS-claim guard on verification documents (Edit
 * family in PreToolUse, the shell by measurement) and `last_test_result` as evident's own state. Verdicts come from
 * real runs: real vitest on the passing fixture, or a real process writing JUnit XML.
 */
const plugin = usePluginRoot()
const agent: Caller = { sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
const asMain = { session_id: 'sess-1' }
const asAgent = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }

/** The passing vitest fixture as a hook project (a git work tree, its database outside it). */
function vitestProject(): Project {
  const root = copyFixture('passing')
  mkdirSync(join(root, '.git'))
  const dbPath = join(tempDir('evident-hook-data-'), 'evident.sqlite')
  return { root, dbPath, env: { EVIDENT_DB: dbPath, CLAUDE_PROJECT_DIR: root } }
}

const JUNIT_XML = (failing: boolean): string =>
  `<?xml version="1.0"?><testsuites><testsuite name="s"><testcase classname="c" name="one" file="t.py">` +
  `${failing ? '<failure message="no">no</failure>' : ''}</testcase></testsuite></testsuites>`

/** A real process that writes JUnit XML (one test, passing or failing) and exits with the matching code. */
const junit = (failing: boolean): Runner =>
  createJunitRunner('default', {
    kind: 'junit',
    argv: [
      process.execPath,
      '-e',
      `require('node:fs').writeFileSync('report.xml', ${JSON.stringify(JUNIT_XML(failing))}); process.exit(${failing ? 1 : 0})`,
    ],
    junitPath: 'report.xml',
    fileArgs: 'none',
  })

/** Runs the tests the way run_tests does and records the binding verdict (with the tree the run ran on). */
async function run(project: Project, store: Store, runner: Runner, files: readonly string[] = []): Promise<VerdictRow> {
  let row: VerdictRow | undefined
  await runAndRecord({
    runner,
    projectRoot: project.root,
    files,
    timeoutMs: scaled(60_000),
    lockWaitMs: scaled(5_000),
    store,
    caller: agent,
    shadow: shadowFor(project.dbPath, project.root),
    afterRecord: async (r) => {
      row = await recordVerdict(store, project.root, r)
    },
  })
  if (row === undefined) throw new Error('no verdict')
  return row
}

function write(project: Project, file: string, content: string, who: Record<string, string> = asMain) {
  return tool(project, 'Write', { file_path: join(project.root, file), content }, who)
}

function tool(project: Project, name: string, input: Record<string, unknown>, who: Record<string, string> = asMain) {
  return runHook(plugin(), project, {
    hook_event_name: 'PreToolUse',
    tool_name: name,
    tool_input: input,
    tool_use_id: 'tu',
    ...who,
  })
}

const reasonOf = (run: HookRun): string => {
  expect(run.code, run.stderr).toBe(0)
  expect(run.output?.hookSpecificOutput.permissionDecision, run.stdout).toBe('deny')
  return run.output?.hookSpecificOutput.permissionDecisionReason ?? ''
}

const allowed = (run: HookRun): void => {
  expect(run.code, run.stderr).toBe(0)
  expect(run.stdout).toBe('')
}

function put(project: Project, file: string, text: string): void {
  mkdirSync(dirname(join(project.root, file)), { recursive: true })
  writeFileSync(join(project.root, file), text)
}

let toolUse = 0

/** One Bash tool call: PreToolUse, the command in the project (unless denied, `between` first), PostToolUse. */
async function bash(
  project: Project,
  command: string,
  who: Record<string, string> = asMain,
  between?: () => Promise<unknown>,
): Promise<{ pre: HookRun; post: HookRun | undefined }> {
  toolUse += 1
  const base = { tool_name: 'Bash', tool_input: { command, description: 'd' }, tool_use_id: `tu-${toolUse}`, ...who }
  const pre = await runHook(plugin(), project, { hook_event_name: 'PreToolUse', ...base })
  expect(pre.code, pre.stderr).toBe(0)
  if (pre.output?.hookSpecificOutput.permissionDecision === 'deny') return { pre, post: undefined }
  await between?.()
  const ran = await spawnShell(`cd '${project.root}' && ${command}`, '', { PATH: process.env['PATH'] ?? '' })
  expect(ran.code, ran.stderr).toBe(0)
  const post = await runHook(plugin(), project, {
    hook_event_name: 'PostToolUse',
    ...base,
    tool_response: { stdout: ran.stdout, stderr: ran.stderr, interrupted: false, isImage: false },
  })
  expect(post.code, post.stderr).toBe(0)
  return { pre, post }
}

const contextOf = (r: { post: HookRun | undefined }): string =>
  r.post?.output?.hookSpecificOutput.additionalContext ?? ''

const DOC = 'docs/verification/sum.md'

describe('the PASS-claim guard on the Edit family', () => {
  it('allows a PASS claim after a real passing vitest run, and denies it once code changed since (a stale verdict)', async () => {
    const project = vitestProject()
    const store = await projectStore(project)
    expect((await run(project, store, createVitestRunner('default'))).verdict).toBe('PASS')
    allowed(await write(project, DOC, '# Verification\n\n| Check | Status |\n| --- | --- |\n| Status | PASS |\n'))
    allowed(await write(project, 'VERIFICATION.md', '**Result:** PASS\n'))
    // A neutral change (documentation) leaves the verdict current.
    put(project, 'README.md', '# notes\n')
    allowed(await write(project, 'docs/verify-sum.md', 'Verdict: PASS\n'))
    put(project, 'src/sum.ts', 'export const sum = (a: number, b: number): number => a - b\n')
    const reason = reasonOf(await write(project, DOC, 'Verdict: PASS\n'))
    expect(reason).toMatch(
      /^Run the tests again with run_tests and write PASS once that run passes: docs\/verification\/sum\.md would claim PASS \(`Verdict: PASS`\), but the binding PASS is from \S+ and 1 code, test or test-config file\(s\) changed since: src\/sum\.ts \(evident: pass_claim_stale_verdict, /,
    )
    expect(await rows(store, 'violations')).toMatchObject([
      {
        kind: 'UNPROVEN_CLAIM',
        detail: 'pass_claim_stale_verdict: Write on docs/verification/sum.md',
        tool_name: 'Write',
      },
    ])
  })

  it('denies a PASS claim when there is no binding verdict, or it is FAIL; a FAIL claim and other documents pass', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    const none = reasonOf(await write(project, DOC, 'Verdict: PASS\n'))
    expect(none).toContain('the project has no binding test verdict: evident has executed no test run here')
    expect(none).toContain('(evident: pass_claim_without_pass_verdict, ')
    const failed = await run(project, store, junit(true))
    expect(failed.verdict).toBe('FAIL')
    const reason = reasonOf(await write(project, 'qa/VERIFICATION.md', '- Tests: ✅ passed\n'))
    expect(reason).toMatch(
      /^Run the tests with run_tests and write PASS only once its binding verdict is PASS \(or write the FAIL you have\): qa\/VERIFICATION\.md would claim PASS \(`- Tests: ✅ passed`\), but the binding test verdict is FAIL \(failures: 1 failed test and 1 error; exit code 1; \S+\)/,
    )
    allowed(await write(project, DOC, 'Verdict: FAIL\n\nThe tests should pass once sum() is fixed.\n'))
    allowed(await write(project, 'docs/notes.md', 'Verdict: PASS\n'))
    allowed(await write(project, 'src/verify.ts', "export const status = 'Status: PASS'\n"))
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual([
      'pass_claim_without_pass_verdict: Write on docs/verification/sum.md',
      'pass_claim_without_pass_verdict: Write on qa/VERIFICATION.md',
    ])
  })

  it('judges only the lines an Edit or MultiEdit adds, on the file as the tool would leave it', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await run(project, store, junit(true))
    put(project, DOC, '# Sum\n\nVerdict: PASS (last week)\n\nNotes: none\n')
    const path = join(project.root, DOC)
    allowed(await tool(project, 'Edit', { file_path: path, old_string: 'Notes: none', new_string: 'Notes: flaky' }))
    expect(
      reasonOf(await tool(project, 'Edit', { file_path: path, old_string: 'Notes: none', new_string: 'Status: PASS' })),
    ).toContain('(evident: pass_claim_without_pass_verdict, ')
    expect(
      reasonOf(
        await tool(project, 'MultiEdit', {
          file_path: path,
          edits: [
            { old_string: '# Sum', new_string: '# Sum (checked)' },
            { old_string: 'Notes: none', new_string: 'Outcome = passed' },
          ],
        }),
      ),
    ).toContain('`Outcome = passed`')
    // A text the tool would not find: the tool fails by itself, nothing to judge.
    allowed(await tool(project, 'Edit', { file_path: path, old_string: 'not there', new_string: 'Verdict: PASS' }))
  })

  it('denies a PASS claim backed only by a run of some test files', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    expect(await run(project, store, junit(false), ['t.py'])).toMatchObject({ verdict: 'PASS', filtered: true })
    expect(reasonOf(await write(project, DOC, 'Verdict: PASS\n'))).toMatch(
      /^Run the whole suite with run_tests \(no files\) and write PASS once it passes: .* but the binding PASS \(\S+\) comes from a run limited to some test files \(evident: pass_claim_partial_run, /,
    )
    await run(project, store, junit(false))
    allowed(await write(project, DOC, 'Verdict: PASS\n'))
  })

  it('takes the documents and the claim pattern from evident.config.json', async () => {
    const project = tempProject()
    await projectStore(project)
    put(
      project,
      'evident.config.json',
      JSON.stringify({ verification: { documents: ['qa/**/*.txt'], passClaim: '^QA-OK$' } }),
    )
    expect(reasonOf(await write(project, 'qa/run/report.txt', 'QA-OK\n'))).toContain('pass_claim_without_pass_verdict')
    allowed(await write(project, 'qa/run/report.txt', 'Verdict: PASS\n'))
    allowed(await write(project, DOC, 'Verdict: PASS\n'))
  })

  it("counts no PASS while a coordinator worker's change against the plan stands; put back, a new PASS counts", async () => {
    const project = tempProject()
    const store = await projectStore(project)
    put(project, 'src/slug.ts', 'export const slug = 1\n')
    await store.write(async (tx) =>
      insertPlan(tx, {
        projectRoot: project.root,
        callerId: await ensureCaller(tx, { sessionId: 'sess-1', agentId: 'main' }),
        document: PLAN,
        specPath: 'docs/specs/url-slugs.md',
        specSha256: 'x',
        fixIterations: 5,
        stubMarkers: [],
      }),
    )
    const implement = { session_id: 'sess-1', agent_id: 'impl-1', agent_type: 'evident:implement' }
    // A write the shell reader cannot see: measured, recorded as the worker's breach, and it stands.
    await bash(project, `node -e "require('fs').writeFileSync('src/extra.ts', 'export const x = 1')"`, implement)
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual([
      expect.stringMatching(/^outside_write_set: Bash on src\/extra\.ts \(added by the shell/),
    ])
    expect((await run(project, store, junit(false))).verdict).toBe('PASS')
    const reason = reasonOf(await write(project, DOC, 'Verdict: PASS\n'))
    expect(reason).toMatch(
      /^Put each file back \(`evident restore <path>` from the shell\), run the whole suite with run_tests, and write PASS once it passes: docs\/verification\/sum\.md would claim PASS \(`Verdict: PASS`\), but a coordinator worker's change against the plan still stands, so no binding PASS counts: src\/extra\.ts \(outside_write_set by evident:implement agent impl-1: /,
    )
    expect(reason).toContain('(evident: pass_claim_breach_unresolved, ')
    // Put back by content (the worker created it: gone), then a new whole-suite PASS counts.
    rmSync(join(project.root, 'src/extra.ts'))
    expect((await run(project, store, junit(false))).verdict).toBe('PASS')
    allowed(await write(project, DOC, 'Verdict: PASS\n'))
  })

  it('declares exactly the denials these tests produce', () => {
    expect([...CLAIM_DENIALS].sort()).toEqual([
      'pass_claim_breach_unresolved',
      'pass_claim_partial_run',
      'pass_claim_stale_verdict',
      'pass_claim_without_pass_verdict',
    ])
  })
})

describe('the PASS-claim guard on the shell', () => {
  it('measures a command the shell reader sees write a verification document, outside any task, and records the claim', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    mkdirSync(join(project.root, 'docs', 'verification'), { recursive: true })
    const claimed = await bash(project, `printf 'Verdict: PASS\\n' > ${DOC}`)
    expect(claimed.pre.stdout).toBe('')
    const message = contextOf(claimed)
    expect(message).toContain(`- ${DOC} (added): pass_claim_without_pass_verdict. Run the tests with run_tests`)
    expect(message).toContain(`Put them back with \`evident restore ${DOC}\``)
    expect(await rows(store, 'violations')).toMatchObject([
      {
        kind: 'UNPROVEN_CLAIM',
        detail: `pass_claim_without_pass_verdict: Bash on ${DOC} (added by the shell): printf 'Verdict: PASS\\n' > ${DOC}`,
      },
    ])
    // The remedy it names puts the document back (it did not exist before the command).
    const restored = await cli(['restore', DOC], project.env, project.root)
    expect(restored.code, restored.err.join('\n')).toBe(0)
    expect(existsSync(join(project.root, DOC))).toBe(false)
    // A FAIL claim written the same way is measured and let be.
    expect(contextOf(await bash(project, `printf 'Verdict: FAIL\\n' >> ${DOC}`))).toBe('')
    expect(await rows(store, 'violations')).toHaveLength(1)
  })

  it('judges a verification document any command changes while a TDD task is open', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'task')
    await run(project, store, junit(true))
    const command = `python3 -c "import os; os.makedirs('docs/verification', exist_ok=True); open('${DOC}','w').write('Status: PASS\\n')"`
    expect(contextOf(await bash(project, command, asAgent))).toContain('pass_claim_without_pass_verdict')
    expect((await rows(store, 'violations')).map((v) => v['kind'])).toEqual(['UNPROVEN_CLAIM'])
  })
})

describe('last_test_result is evident’s own state', () => {
  it('denies the Edit family and shell writes the reader sees, for every agent, and records EVIDENCE_TAMPERING', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await run(project, store, junit(true))
    const reason = reasonOf(await write(project, VERDICT_FILE, 'PASS\n'))
    expect(reason).toMatch(
      /^Leave it alone, and if the user wants it changed, ask them to do it themselves: .*last_test_result is evident's binding test verdict \(evident writes it from its store after each run it executes: run_tests\); .*\(evident: own_state_edit, /,
    )
    expect(reasonOf(await bash(project, `echo PASS > ${VERDICT_FILE}`, asAgent).then((r) => r.pre))).toContain(
      '(evident: own_state_command, ',
    )
    expect(reasonOf(await bash(project, 'rm -rf .claude/state').then((r) => r.pre))).toContain('own_state_command')
    expect((await rows(store, 'violations')).map((v) => [v['kind'], String(v['detail']).split(':')[0]])).toEqual([
      ['EVIDENCE_TAMPERING', 'own_state_edit'],
      ['EVIDENCE_TAMPERING', 'own_state_command'],
      ['EVIDENCE_TAMPERING', 'own_state_command'],
    ])
    expect(readFileSync(join(project.root, VERDICT_FILE), 'utf8')).toMatch(/^FAIL\n/)
    // Reading it is anyone's business (the harness reads line 1).
    expect((await bash(project, `head -n 1 ${VERDICT_FILE}`)).pre.stdout).toBe('')
  })

  it('records a shell write the reader does not see, during a task, and writes the file back from the store', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'task')
    const failed = await run(project, store, junit(true))
    const path = join(project.root, VERDICT_FILE)
    const before = readFileSync(path, 'utf8')
    const forged = await bash(project, `python3 -c "open('${VERDICT_FILE}','w').write('PASS\\n')"`, asAgent)
    const message = contextOf(forged)
    expect(message).toContain(
      `- ${VERDICT_FILE} (modified): own_state_command. ${VERDICT_FILE} is evident's binding test verdict`,
    )
    expect(message).toContain('evident wrote it back from its store.')
    expect(message).not.toContain('evident restore')
    expect(readFileSync(path, 'utf8')).toBe(before)
    expect(before).toBe(`FAIL\n${failed.at}\n${failed.command}\n1\n`)
    expect(await rows(store, 'violations')).toMatchObject([
      {
        kind: 'EVIDENCE_TAMPERING',
        detail: expect.stringMatching(
          /^own_state_command: Bash on \.claude\/state\/last_test_result \(modified by the shell\): python3/,
        ),
      },
    ])
  })

  it('puts right a stale verdict file the command did not touch (left by an earlier store), and a missing one, for no violation', async () => {
    const project = tempProject()
    rmSync(join(project.root, '.git'), { recursive: true })
    execFileSync('git', ['init', '-q'], { cwd: project.root })
    const store = await projectStore(project)
    await reach(store, agent, 'task')
    const path = join(project.root, VERDICT_FILE)
    const stale = 'PASS\n2026-01-01T00:00:00.000Z\nnpx vitest run\n0\n'
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, stale)
    expect(contextOf(await bash(project, 'git diff --stat', asAgent))).toBe('')
    expect(existsSync(path)).toBe(false)
    const failed = await run(project, store, junit(true))
    rmSync(path)
    expect(contextOf(await bash(project, 'git diff --stat', asAgent))).toBe('')
    expect(readFileSync(path, 'utf8')).toBe(`FAIL\n${failed.at}\n${failed.command}\n1\n`)
    // A command with no window of its own (its PreToolUse took no snapshot): what it found is no one's doing.
    writeFileSync(path, stale)
    const post = await runHook(plugin(), project, {
      hook_event_name: 'PostToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'git diff --stat', description: 'd' },
      tool_use_id: 'tu-no-window',
      tool_response: { stdout: '', stderr: '', interrupted: false, isImage: false },
      ...asAgent,
    })
    expect(post.code, post.stderr).toBe(0)
    expect(contextOf({ post })).toBe('')
    expect(readFileSync(path, 'utf8')).toBe(`FAIL\n${failed.at}\n${failed.command}\n1\n`)
    expect(await rows(store, 'violations')).toEqual([])
  })

  it('records a verdict file forged between measured commands as EVIDENCE_TAMPERING charged to no one, and puts it right', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'task')
    const failed = await run(project, store, junit(true))
    const path = join(project.root, VERDICT_FILE)
    // Written behind every hook's back, between two measured commands (a background job, a PostToolUse never run).
    writeFileSync(path, `PASS\n${failed.at}\n${failed.command}\n0\n`)
    expect(contextOf(await bash(project, 'true', asAgent))).toBe('')
    expect(readFileSync(path, 'utf8')).toBe(`FAIL\n${failed.at}\n${failed.command}\n1\n`)
    const toolUseId = String((await rows(store, 'shell_commands')).at(-1)?.['tool_use_id'])
    expect(toolUseId).toMatch(/^tu-\d+$/)
    expect(await rows(store, 'violations')).toEqual([
      expect.objectContaining({
        caller_id: null,
        task_id: null,
        kind: 'EVIDENCE_TAMPERING',
        tool_name: 'Bash',
        detail:
          `own_state_command: ${VERDICT_FILE} held none of the store's verdicts before Bash ${toolUseId} ran: written ` +
          "between measured commands, not that command's doing (charged to no one); evident wrote it back from its store",
      }),
    ])
  })

  it('puts an earlier verdict of the store, found before a measured command, right for no violation', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'task')
    await run(project, store, junit(true))
    const path = join(project.root, VERDICT_FILE)
    const first = readFileSync(path, 'utf8')
    await run(project, store, junit(false))
    const second = readFileSync(path, 'utf8')
    expect(second).toMatch(/^PASS\n/)
    writeFileSync(path, first)
    expect(contextOf(await bash(project, 'true', asAgent))).toBe('')
    expect(readFileSync(path, 'utf8')).toBe(second)
    expect(await rows(store, 'violations')).toEqual([])
  })

  it("takes evident's own rewrite during a command (a run beside it), and an earlier verdict brought back, for no violation", async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'task')
    const first = await run(project, store, junit(true))
    const firstText = readFileSync(join(project.root, VERDICT_FILE), 'utf8')
    expect(contextOf(await bash(project, 'true', asAgent, () => run(project, store, junit(false))))).toBe('')
    expect(readFileSync(join(project.root, VERDICT_FILE), 'utf8')).toMatch(/^PASS\n/)
    const second = readFileSync(join(project.root, VERDICT_FILE), 'utf8')
    const saved = join(tempDir('evident-saved-'), 'verdict')
    writeFileSync(saved, firstText)
    const back = await bash(project, `python3 -c "open('${VERDICT_FILE}','w').write(open('${saved}').read())"`, asAgent)
    expect(contextOf(back)).toBe('')
    expect(readFileSync(join(project.root, VERDICT_FILE), 'utf8')).toBe(second)
    expect(first.verdict).toBe('FAIL')
    expect(await rows(store, 'violations')).toEqual([])
    expect(existsSync(join(project.root, VERDICT_FILE))).toBe(true)
  })
})
