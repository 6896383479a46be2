import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../support/store.js'
import { CLAUDE_BIN, claudeEnv, ensureClaude } from '../support/e2e/claude.js'
import { REPO } from '../support/fixtures.js'
import {
  conductProject,
  CRITERIA,
  FILES,
  gitOut,
  ISSUE,
  ONE_STEP_ISSUE,
  SOURCES,
  subjects,
  TESTS,
  USER_INSTRUCTIONS,
} from '../support/e2e/conduct-project.js'
import { startModelServer, type Conversation, type Script, type Step } from '../support/e2e/model-server.js'
import { mcp, runSession } from '../support/e2e/session.js'
import { scaled } from '../support/time.js'

/**
 * The conductor through the real Claude Code binary (issue #20): `evident conduct run` launches every developer and
 * verifier leaf as a real `claude -p` with evident loaded, against a scripted model. The scripted verifiers decide
 * from their own run_tests results, so a REJECT comes from a red run, never from the script's say-so.
 */
const RUN_TIMEOUT = scaled(420_000)
/** Leaves are sealed where the sandbox can run; elsewhere the run is told `--unsealed` (it would refuse to start). */
const onPath = (tool: string): boolean =>
  (process.env['PATH'] ?? '').split(':').some((dir) => dir !== '' && existsSync(join(dir, tool)))
const SANDBOX = onPath('bwrap') && onPath('socat')

beforeAll(() => {
  ensureClaude()
})

type Which = 'greet' | 'farewell'
/** A verifier's criterion (quoted in its prompt as a JSON string). */
const which = (c: Conversation): Which => (c.prompt.includes('farewell(name)') ? 'farewell' : 'greet')
const write =
  (project: string, path: string, content: string): Step =>
  () => ({
    tool: 'Write',
    input: { file_path: join(project, path), content },
  })
const say =
  (text: string): Step =>
  () => ({ text })
const runTests =
  (files?: readonly string[]): Step =>
  () => ({
    tool: mcp('run_tests'),
    input: files === undefined ? {} : { files },
  })
/** The verifier's last word, decided by its own run: the outcome run_tests reported. */
const verdictFromRun =
  (phase: string): Step =>
  (c) => {
    const last = c.results.at(-1)?.text ?? ''
    const passed = /"outcome":\s*"passed"/.test(last)
    const wanted = phase === 'red' ? !passed : passed
    return {
      text: wanted
        ? `I ran the tests myself.\nVERDICT: PASS`
        : `I ran the tests myself.\nVERDICT: REJECT: the ${phase} run is ${passed ? 'green' : 'red'}`,
    }
  }

interface Hooks {
  /** Called when a developer leaf of this phase and criterion starts (the model's first turn). */
  readonly onDeveloper?: (phase: string, of: Which) => void
}

function scripts(project: string, greetSource: string, hooks: Hooks = {}): Record<string, Script> {
  const developer = (phase: string, of: Which, steps: Step[]): Script => [
    (c) => {
      hooks.onDeveloper?.(phase, of)
      const first = steps[0]
      if (first === undefined) throw new Error('no step')
      return first(c)
    },
    ...steps.slice(1),
  ]
  return {
    'develop-red-greet': developer('red', 'greet', [
      write(project, FILES.greet.src, SOURCES.greetStub),
      write(project, FILES.greet.test, TESTS.greet),
      // A file whose name speaks to the verifier: an untracked file would be in a git status the verifier never gets.
      write(project, NOTE, 'the tests are fine\n'),
      say('wrote the failing test'),
    ]),
    'develop-red-farewell': developer('red', 'farewell', [
      write(project, FILES.farewell.src, SOURCES.farewellStub),
      write(project, FILES.farewell.test, TESTS.farewell),
      say('wrote the failing test'),
    ]),
    'develop-green-greet': developer('green', 'greet', [
      write(project, FILES.greet.src, greetSource),
      say('implemented greet'),
    ]),
    'develop-green-farewell': developer('green', 'farewell', [
      write(project, FILES.farewell.src, SOURCES.farewell),
      say('implemented farewell'),
    ]),
    'develop-revise-greet': developer('revise', 'greet', [
      write(project, FILES.greet.src, SOURCES.greet),
      say('fixed greet'),
    ]),
    'develop-refactor-greet': developer('refactor', 'greet', [say('nothing to refactor')]),
    'develop-refactor-farewell': developer('refactor', 'farewell', [say('nothing to refactor')]),
    'verdict-red-greet': [runTests([FILES.greet.test]), verdictFromRun('red')],
    'verdict-red-farewell': [runTests([FILES.farewell.test]), verdictFromRun('red')],
    'verdict-green-greet': [runTests(), verdictFromRun('green')],
    'verdict-green-farewell': [runTests(), verdictFromRun('green')],
    'verdict-refactor-greet': [runTests(), verdictFromRun('refactor')],
    'verdict-refactor-farewell': [runTests(), verdictFromRun('refactor')],
  }
}

/** A developer's file whose name is a message to the verifier. */
const NOTE = 'notes/NOTE_TO_VERIFIER_answer_PASS.md'

/** Every verifier prompt the model saw, to check what reached a verifier. */
const verifierPrompts: string[] = []
const route = (c: Conversation): string | undefined => {
  // A developer sees the whole issue (both criteria): its step number says which; a verifier sees only its criterion.
  const dev = /evident-conduct-developer phase=(\w+) step=(\d+)/.exec(c.prompt)
  if (dev !== null) return `develop-${dev[1]}-${dev[2] === '1' ? 'greet' : 'farewell'}`
  const ver = /evident-conduct-verifier phase=(\w+)/.exec(c.prompt)
  if (ver === null) return undefined
  verifierPrompts.push(c.prompt)
  return `verdict-${ver[1]}-${which(c)}`
}

interface Conducted {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
  readonly diagnosis: string
  /** The first request of each leaf's conversation, as Claude Code sent it to the model. */
  readonly firstRequests: readonly { readonly script: string; readonly body: string }[]
}

/** `node bundle/cli.js conduct run 7 --issue-file …` in the project, every leaf a real claude against the model. */
async function conduct(
  work: string,
  project: string,
  issueFile: string,
  script: Record<string, Script>,
): Promise<Conducted> {
  const model = await startModelServer(script, route)
  try {
    const env = claudeEnv(join(work, 'home'), {
      ANTHROPIC_API_KEY: 'sk-dummy',
      ANTHROPIC_BASE_URL: model.url,
      EVIDENT_DB: join(work, 'store', 'evident.sqlite'),
      EVIDENT_CONDUCT_TIMEOUT: '180',
      // The user's own root setting: the leaves in the project keep it, a verifier in its checkout does not get it.
      EVIDENT_PROJECT_ROOT: project,
    })
    const ran = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          join(REPO, 'bundle', 'cli.js'),
          'conduct',
          'run',
          String(ISSUE),
          '--issue-file',
          issueFile,
          '--claude',
          CLAUDE_BIN,
          '--plugin-dir',
          REPO,
          ...(SANDBOX ? [] : ['--unsealed']),
        ],
        { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'] },
      )
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
      const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT)
      child.on('error', reject)
      child.on('close', (code) => {
        clearTimeout(timer)
        resolve({ code, stdout, stderr })
      })
    })
    const tdd = join(project, '.tdd')
    const leafErr = ['develop-red', 'develop-green', 'develop-revise', 'verdict-red', 'verdict-green']
      .map((n) => join(tdd, `${n}.err`))
      .filter((p) => existsSync(p))
      .map((p) => `--- ${p}\n${readFileSync(p, 'utf8').slice(-1500)}`)
      .join('\n')
    const bailPath = join(tdd, `issue-${ISSUE}-bail.md`)
    const eventsPath = join(tdd, 'events.jsonl')
    const tail = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').slice(-3000) : '(none)')
    const verdictLines = existsSync(eventsPath)
      ? readFileSync(eventsPath, 'utf8')
          .split('\n')
          .filter((l) => l.includes('"kind":"verdict"'))
          .map((l) => (JSON.parse(l) as { detail?: string }).detail ?? '')
          .join('\n')
      : '(none)'
    const diagnosis = `--- verdicts\n${verdictLines}\n--- bail\n${tail(bailPath)}\n--- events\n${tail(eventsPath)}\n--- exit ${ran.code}\n--- stdout\n${ran.stdout}\n--- stderr\n${ran.stderr.slice(-4000)}\n${leafErr}\n--- scripted exchange\n${model.transcript().slice(-6000)}`
    const firstRequests = model.requests.flatMap((r) => {
      const body = JSON.parse(r.body) as { messages?: { role: string }[] }
      const first = (body.messages ?? []).filter((m) => m.role === 'assistant').length === 0
      return first && r.script !== undefined ? [{ script: r.script, body: r.body }] : []
    })
    return { ...ran, diagnosis, firstRequests }
  } finally {
    await model.close()
  }
}

interface Event {
  readonly kind: string
  readonly step?: number
  readonly stepTitle?: string
  readonly leaf?: string
  readonly actor?: string
  readonly phase?: string
  readonly attempt?: number
  readonly code?: number
  readonly detail?: string
  readonly pluginVersion?: string
  readonly pluginHash?: string
}
const events = (project: string): Event[] =>
  readFileSync(join(project, '.tdd', 'events.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Event)

describe('evident conduct through Claude Code', () => {
  it('conducts a two-criterion issue to completion: ledger, commits, blind verdicts (one REJECT → revise), events, PR', async () => {
    const work = tempDir('evident-conduct-e2e-')
    const { project, issueFile } = conductProject(work)
    const ran = await conduct(work, project, issueFile, scripts(project, SOURCES.greetBuggy))
    expect(ran.code, ran.diagnosis).toBe(0)

    const ledger = readFileSync(join(project, '.tdd', `issue-${ISSUE}.md`), 'utf8')
    expect(ledger).toContain(`- [x] 1. ${CRITERIA[0]} (AC 1)`)
    expect(ledger).toContain(`- [x] 2. ${CRITERIA[1]} (AC 2)`)
    expect(ledger).not.toContain('refactor pending')
    expect(subjects(project)).toEqual([
      `conduct(#${ISSUE}): step 2 refactor — ${CRITERIA[1]}`,
      `conduct(#${ISSUE}): step 2 green — ${CRITERIA[1]}`,
      `conduct(#${ISSUE}): step 1 refactor — ${CRITERIA[0]}`,
      `conduct(#${ISSUE}): step 1 green — ${CRITERIA[0]}`,
      `conduct(#${ISSUE}): plan — 2 steps`,
      'initial',
    ])
    expect(gitOut(project, ['rev-parse', '--abbrev-ref', 'HEAD']).trim()).toBe(`conduct/issue-${ISSUE}`)
    expect(gitOut(project, ['status', '--porcelain']).trim()).toBe('')
    expect(readFileSync(join(project, FILES.greet.src), 'utf8')).toBe(SOURCES.greet)

    const log = events(project)
    const verdicts = log.filter((e) => e.kind === 'verdict')
    expect(verdicts.map((e) => `${e.step}:${e.phase}:${e.attempt}:${e.code}`)).toEqual([
      '1:red:1:0',
      '1:green:1:1',
      '1:green:2:0',
      '1:refactor:1:0',
      '2:red:1:0',
      '2:green:1:0',
      '2:refactor:1:0',
    ])
    expect(verdicts[1]?.detail).toContain('the green run is red')
    const launches = log.filter((e) => e.kind === 'launch')
    expect(launches.length).toBe(14)
    for (const l of launches) {
      expect(l.pluginVersion).toMatch(/^\d+\.\d+\.\d+/)
      expect(l.stepTitle).toBe(CRITERIA[(l.step ?? 1) - 1])
    }
    expect(launches.filter((l) => l.actor === 'verifier').length).toBe(7)
    // One plugin snapshot for the whole run: every event (the conductor's and each supervisor's) carries its hash,
    // the leaves loaded the run's copy, and the copy is gone when the run ends.
    const hashes = new Set(log.map((e) => e.pluginHash))
    expect([...hashes]).toHaveLength(1)
    expect([...hashes][0]).toMatch(/^sha256:[0-9a-f]{64}$/)
    const copy = /\(copy: (.+)\)$/m.exec(ran.stderr)?.[1]
    expect(copy, ran.stderr).toBeDefined()
    expect(existsSync(copy ?? '')).toBe(false)
    // Each criterion is ticked in the issue file once its step is done.
    const issueText = readFileSync(issueFile, 'utf8')
    expect(issueText).toContain(`- [x] ${CRITERIA[0]}`)
    expect(issueText).toContain(`- [x] ${CRITERIA[1]}`)
    // Every leaf was contained, and sealed where the sandbox runs: its session recorded so by its own hook.
    for (const l of launches) expect(l.detail).toMatch(/^launched \(attempt 1; (pid-namespace|token)\)$/)
    expect(log.find((e) => e.kind === 'run-start')?.detail).toMatch(SANDBOX ? /; leaves sealed$/ : /leaves unsealed/)
    const db = new SQLite(join(work, 'store', 'evident.sqlite'), { readonly: true })
    const sessions = db.prepare('select sealed from sessions').all() as { sealed: number }[]
    db.close()
    expect(sessions.length).toBe(14)
    expect(sessions.every((row) => row.sealed === (SANDBOX ? 1 : 0))).toBe(true)
    expect(log.filter((e) => e.kind === 'step-start').length).toBe(4)
    expect(log.at(-1)?.kind).toBe('done')
    expect(readFileSync(join(project, '.tdd', `issue-${ISSUE}-pr.md`), 'utf8')).toContain(`conduct/issue-${ISSUE}`)
    const narration = readFileSync(join(project, '.tdd', `issue-${ISSUE}-narration.md`), 'utf8')
    expect(narration).toContain('REJECT')
    // The verifier is blind: no developer leaf's words reach a verifier's prompt.
    expect(verifierPrompts.length).toBeGreaterThanOrEqual(7)
    for (const prompt of verifierPrompts)
      for (const words of ['wrote the failing test', 'implemented greet', 'fixed greet', 'nothing to refactor'])
        expect(prompt).not.toContain(words)
    // Blind by construction: a verifier's first request holds no CLAUDE.md (not even the user's), no git status, no
    // file name a developer chose — while a developer leaf's does read the user's instructions.
    const verifierFirsts = ran.firstRequests.filter((r) => r.script.startsWith('verdict-'))
    const developerFirsts = ran.firstRequests.filter((r) => r.script.startsWith('develop-'))
    expect(verifierFirsts.length).toBe(7)
    expect(developerFirsts.length).toBe(7)
    for (const { script, body } of verifierFirsts) {
      expect(body, script).toContain('evident-conduct-verifier phase=')
      for (const leak of [
        'USER_INSTRUCTIONS_MARKER',
        'NOTE_TO_VERIFIER',
        'gitStatus',
        '(project instructions, checked',
      ])
        expect(body, `${script}: ${leak}`).not.toContain(leak)
    }
    for (const { script, body } of developerFirsts) expect(body, script).toContain(USER_INSTRUCTIONS)
    // Each verifier ran in a checkout of its own, not in the project: its runs are recorded under that folder.
    expect(readFileSync(join(project, NOTE), 'utf8')).toBe('the tests are fine\n')
  })

  it('honours an at-leaf stop: no new leaf, the half-done step reverted, the done step kept', async () => {
    const work = tempDir('evident-conduct-stop-')
    const { project, issueFile } = conductProject(work)
    const script = scripts(project, SOURCES.greet, {
      onDeveloper: (phase, of) => {
        if (phase === 'green' && of === 'farewell') writeFileSync(join(project, '.tdd', 'stop'), 'at-leaf\n')
      },
    })
    const ran = await conduct(work, project, issueFile, script)
    expect(ran.code, ran.diagnosis).toBe(1)
    const log = events(project)
    expect(log.at(-1)?.kind, ran.diagnosis).toBe('stop')
    const step2 = log.filter((e) => e.kind === 'launch' && e.step === 2).map((e) => e.leaf)
    expect(step2).toEqual(['develop-red', 'verdict-red', 'develop-green'])
    expect(existsSync(join(project, FILES.farewell.test))).toBe(false)
    expect(existsSync(join(project, FILES.farewell.src))).toBe(false)
    expect(existsSync(join(project, '.tdd', 'stop'))).toBe(false)
    expect(subjects(project)[0]).toBe(`conduct(#${ISSUE}): step 1 refactor — ${CRITERIA[0]}`)
    expect(gitOut(project, ['status', '--porcelain']).trim()).toBe('')
  })

  it('bails killed-external (a system failure) when a leaf is killed from outside, keeping the done step', async () => {
    const work = tempDir('evident-conduct-kill-')
    const { project, issueFile } = conductProject(work)
    const script = scripts(project, SOURCES.greet, {
      onDeveloper: (phase, of) => {
        if (phase !== 'red' || of !== 'farewell') return
        const pid = JSON.parse(readFileSync(join(project, '.tdd', 'develop-red.pid'), 'utf8')) as { leafPid?: number }
        if (pid.leafPid !== undefined) process.kill(pid.leafPid, 'SIGKILL')
      },
    })
    const ran = await conduct(work, project, issueFile, script)
    expect(ran.code, ran.diagnosis).toBe(1)
    const bail = readFileSync(join(project, '.tdd', `issue-${ISSUE}-bail.md`), 'utf8')
    expect(bail).toContain('killed-external')
    expect(bail).toMatch(/system/i)
    expect(readFileSync(join(project, '.tdd', 'develop-red.err'), 'utf8')).toContain(
      'supervise[develop-red]: killed-external',
    )
    expect(events(project).filter((e) => e.leaf === 'develop-red' && e.kind === 'launch' && e.step === 2).length).toBe(
      1,
    )
    expect(subjects(project)[0]).toBe(`conduct(#${ISSUE}): step 1 refactor — ${CRITERIA[0]}`)
    expect(existsSync(join(project, FILES.farewell.test))).toBe(false)
    expect(gitOut(project, ['status', '--porcelain']).trim()).toBe('')
  })

  it('/evident:conduct in Claude Code: the agent starts the run detached, waits for it in the foreground, reads the status', async () => {
    const work = tempDir('evident-conduct-skill-')
    const { project, issueFile } = conductProject(work, ONE_STEP_ISSUE)
    const leaves = scripts(project, SOURCES.greet)
    const bash =
      (command: string): Step =>
      () => ({ tool: 'Bash', input: { command, timeout: 600_000 } })
    const main: Script = [
      bash(`evident conduct start ${ISSUE} --issue-file ${issueFile}`),
      bash(`evident conduct wait conduct-${ISSUE}`),
      bash(`evident conduct status ${ISSUE}`),
      () => ({ text: 'Issue 7 is conducted: every step is ticked.' }),
    ]
    const session = await runSession({
      project,
      home: join(work, 'home'),
      prompt: `/evident:conduct ${ISSUE} --issue-file ${issueFile}`,
      scripts: { ...leaves, main },
      route: (c) =>
        route(c) ?? (c.prompt.includes('/evident:conduct') || c.prompt.includes('conduct') ? 'main' : undefined),
      env: {
        EVIDENT_CLAUDE: CLAUDE_BIN,
        EVIDENT_DB: join(work, 'store', 'evident.sqlite'),
        EVIDENT_CONDUCT_TIMEOUT: '180',
      },
      timeoutMs: RUN_TIMEOUT,
    })
    expect(session.ran.code, session.diagnosis).toBe(0)
    // The run outlived the Bash call that started it (its own session), and the wait answered 0.
    expect(readFileSync(join(project, '.tdd', `conduct-${ISSUE}.exit`), 'utf8').trim(), session.diagnosis).toBe('0')
    expect(session.diagnosis).toContain(`- [x] 1. ${CRITERIA[0]} (AC 1)`)
    expect(subjects(project)[0]).toBe(`conduct(#${ISSUE}): step 1 refactor — ${CRITERIA[0]}`)
    const log = events(project)
    expect(log.filter((e) => e.leaf !== `conduct-${ISSUE}`).at(-1)?.kind).toBe('done')
    // The run itself was supervised as conduct-7 and answered 0.
    expect(log.filter((e) => e.leaf === `conduct-${ISSUE}`).map((e) => `${e.kind}:${e.code ?? ''}`)).toEqual([
      'launch:',
      'exit:0',
    ])
  })
})
