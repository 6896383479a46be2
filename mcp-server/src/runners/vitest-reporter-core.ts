import { writeSync } from 'node:fs'
import type { Reporter, SerializedError, TestModule, TestRunEndReason, TestSpecification, Vitest } from 'vitest/node'
import { collectModule, collectRun, projectPath } from './vitest-collect.js'
import { REPORT_FD_ENV, REPORT_ROOT_ENV } from './vitest-env.js'
import type { WireMessage } from './vitest-wire.js'
import { StoreChannel } from './vitest-store.js'

/**
 * evident's vitest reporter, as `vitest-reporter.ts` loads it with Node's own loader. Two uses, one module:
 * - Inside `run_tests`: the runner sets EVIDENT_REPORT_FD; the reporter streams JSON lines to that file
 *   descriptor (never stdout) and the MCP server records the run.
 * - Added by a user to their vitest config (`reporters: ['default', '<evident>/bundle/vitest-reporter.js']`):
 *   runs started from a shell, an IDE or CI are recorded into the project's evidence database, attributed to
 *   EVIDENT_SESSION_ID / EVIDENT_AGENT_ID when set, else to `human` — but never a run inside Claude Code
 *   (CLAUDECODE set): that is not evidence (vitest-store.ts). An unreachable store never fails the run.
 */
const CLAIM = Symbol.for('evident.vitest-reporter.fd-claimed')

export default class EvidentReporterCore implements Reporter {
  #root = process.cwd()
  readonly #fd: number | undefined
  readonly #store: StoreChannel | undefined

  constructor() {
    const raw = process.env[REPORT_FD_ENV]
    const fd = Number(raw)
    const global = globalThis as Record<symbol, unknown>
    if (raw === undefined || raw === '') {
      this.#store = new StoreChannel()
    } else if (Number.isInteger(fd) && fd > 2 && global[CLAIM] !== true) {
      // A user-configured copy and the one run_tests adds may both load: only the first one streams, and
      // neither records to the store (the MCP server does).
      global[CLAIM] = true
      this.#fd = fd
    }
  }

  onInit(vitest: Vitest): void {
    this.#root = process.env[REPORT_ROOT_ENV] ?? vitest.config.root
    this.#store?.init(this.#root)
  }

  onTestRunStart(specifications: readonly TestSpecification[]): void {
    this.#send({ type: 'start', files: new Set(specifications.map((s) => s.moduleId)).size })
    this.#store?.begin()
  }

  onTestModuleEnd(module: TestModule): void {
    if (this.#fd === undefined) return
    const { tests, errors } = collectModule(this.#root, module)
    this.#send({ type: 'file', file: projectPath(this.#root, module.moduleId), tests, errors })
  }

  async onTestRunEnd(
    modules: readonly TestModule[],
    unhandled: readonly SerializedError[],
    reason: TestRunEndReason,
  ): Promise<void> {
    if (this.#fd !== undefined) {
      const { tests, errors } = collectRun(this.#root, modules, unhandled)
      this.#send({ type: 'end', reason, tests, errors })
    }
    await this.#store?.end(modules, unhandled, reason)
  }

  #send(message: WireMessage): void {
    if (this.#fd === undefined) return
    const buffer = Buffer.from(`${JSON.stringify(message)}\n`)
    for (let offset = 0; offset < buffer.length;) {
      try {
        offset += writeSync(this.#fd, buffer, offset)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5)
      }
    }
  }
}
