import type { SerializedError, TestModule, TestRunEndReason } from 'vitest/node'
import { errorMessage } from '../kernel/errors.js'
import type { RunReport } from '../domain/run-report.js'
import { callerFromEnv, envIdentityRefused, MAIN_AGENT, type Caller } from '../kernel/identity.js'
import { resolveDbLocation } from '../kernel/paths.js'
import type { Store } from '../store/index.js'
import { collectRun } from './vitest-collect.js'
import { decideOutcome } from './vitest-outcome.js'

/** Who a run started outside Claude Code (no EVIDENT_SESSION_ID in the environment) is attributed to. */
const HUMAN_CALLER: Caller = { sessionId: 'human', agentId: MAIN_AGENT }

type Env = Readonly<Record<string, string | undefined>>

/**
 * Why a shell run is not recorded at all, or undefined when it may be. Claude Code sets CLAUDECODE=1 in the
 * environment of its Bash tool: a run started there has no proven identity (environment variables are the
 * agent's to set), so it is not evidence — run_tests records the agent's runs at the source.
 */
function unrecordableRun(env: Env): string | undefined {
  const claudeCode = env['CLAUDECODE']
  if (claudeCode === undefined || claudeCode === '') return undefined
  return 'a shell test run inside Claude Code is not evidence; use run_tests (mcp__plugin_evident_evident__run_tests)'
}

/**
 * The reporter's store mode: records each finished run into the project's evidence database, attributed to
 * EVIDENT_SESSION_ID / EVIDENT_AGENT_ID (identity 'env') when set, else to `human`. Nothing is recorded inside
 * Claude Code (`unrecordableRun`), nor for an env identity of a session Claude Code's hooks know. Every failure
 * (no database, locked, a bug) is reported once on stderr and swallowed: the user's test run never fails
 * because of evident.
 */
export class StoreChannel {
  #projectRoot = process.cwd()
  #store: Promise<Store | undefined> | undefined
  #startSeq: Promise<number | undefined> | undefined
  #startedAt = new Date().toISOString()
  #warned = false

  init(vitestRoot: string): void {
    const refused = unrecordableRun(process.env)
    if (refused !== undefined) {
      this.#skip(refused)
      return
    }
    try {
      const location = resolveDbLocation(process.env, vitestRoot)
      this.#projectRoot = location.projectRoot
      this.#store = import('../store/index.js')
        .then((m) => m.openStore(location.path))
        .catch((error: unknown) => this.#warn(error))
    } catch (error) {
      this.#warn(error)
    }
  }

  begin(): void {
    this.#startedAt = new Date().toISOString()
    this.#startSeq = this.#store
      ?.then(async (store) => {
        if (store === undefined) return undefined
        const { beginRun } = await import('../store/runs.js')
        return beginRun(store.db)
      })
      .catch((error: unknown) => this.#warn(error))
  }

  async end(
    modules: readonly TestModule[],
    unhandled: readonly SerializedError[],
    reason: TestRunEndReason,
  ): Promise<void> {
    try {
      const store = await this.#store
      const startSeq = await this.#startSeq
      if (store === undefined || startSeq === undefined) return
      const { tests, errors } = collectRun(this.#projectRoot, modules, unhandled)
      const report: RunReport = {
        runner: 'vitest',
        argv: ['vitest', ...process.argv.slice(2)],
        projectRoot: this.#projectRoot,
        startedAt: this.#startedAt,
        endedAt: new Date().toISOString(),
        exitCode: null,
        outcome: decideOutcome({
          timedOut: false,
          aborted: false,
          ended: true,
          endReason: reason,
          exitCode: null,
          tests,
          errors,
        }),
        tests,
        errors,
        detail: 'recorded by the evident vitest reporter',
      }
      const caller = callerFromEnv(process.env) ?? HUMAN_CALLER
      const { sessionKnownToHooks } = await import('../store/callers.js')
      if (caller.identity === 'env' && (await sessionKnownToHooks(store.db, caller.sessionId))) {
        this.#skip(envIdentityRefused(caller.sessionId).message)
        return
      }
      const { recordRun } = await import('../store/runs.js')
      await recordRun(store.db, caller, report, startSeq)
    } catch (error) {
      this.#warn(error)
    }
  }

  #skip(why: string): void {
    if (this.#warned) return
    this.#warned = true
    process.stderr.write(`evident: this test run was not recorded: ${why}. Your tests are unaffected.\n`)
  }

  #warn(error: unknown): undefined {
    if (!this.#warned) {
      this.#warned = true
      process.stderr.write(
        `evident: this test run was not recorded (${errorMessage(error)}); your tests are unaffected.\n`,
      )
    }
    return undefined
  }
}
