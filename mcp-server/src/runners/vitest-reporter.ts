import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Reporter, SerializedError, TestModule, TestRunEndReason, TestSpecification, Vitest } from 'vitest/node'

/**
 * evident's vitest reporter, the file vitest is given (`--reporter=<path>` by `run_tests`, or
 * `reporters: ['default', '<evident>/bundle/vitest-reporter.js']` in a user's config). vitest imports a reporter
 * given by path through vite's module runner, which transforms the file and everything it imports: evident's
 * store alone is ~1 MB of code, which cost every run 300–390 ms of wall time and 740–880 ms of CPU. So this file
 * imports nothing of evident's. It loads the reporter proper (`vitest-reporter-core.js`) with Node's own loader
 * (`require` of an ES module, Node ≥ 20.19), outside vite's module graph, and the core loads the store, the
 * same way, only when it records a run. Run from TypeScript sources (evident's own tests) there is no built core
 * beside it, and vitest's module runner loads the core from source instead.
 */
type Core = Pick<Reporter, 'onInit' | 'onTestRunStart' | 'onTestModuleEnd' | 'onTestRunEnd'>
type CoreModule = { readonly default: new () => Core }

const CORE = './vitest-reporter-core.js'

function loadCore(): Promise<CoreModule> {
  const built = new URL(CORE, import.meta.url)
  if (built.protocol === 'file:' && existsSync(built)) {
    return Promise.resolve(createRequire(import.meta.url)(fileURLToPath(built)) as CoreModule)
  }
  return import('./vitest-reporter-core.js')
}

export default class EvidentReporter implements Reporter {
  // Every hook waits for the core, in the order vitest called them.
  readonly #core: Promise<Core | undefined>

  constructor() {
    this.#core = new Promise<CoreModule>((resolve) => resolve(loadCore())).then(
      (m) => new m.default(),
      (error: unknown) => {
        const why = error instanceof Error ? error.message : String(error)
        process.stderr.write(`evident: this test run was not recorded (its reporter did not load: ${why}).\n`)
        return undefined
      },
    )
  }

  async onInit(vitest: Vitest): Promise<void> {
    await (await this.#core)?.onInit?.(vitest)
  }

  async onTestRunStart(specifications: readonly TestSpecification[]): Promise<void> {
    await (await this.#core)?.onTestRunStart?.(specifications)
  }

  async onTestModuleEnd(module: TestModule): Promise<void> {
    await (await this.#core)?.onTestModuleEnd?.(module)
  }

  async onTestRunEnd(
    modules: readonly TestModule[],
    unhandled: readonly SerializedError[],
    reason: TestRunEndReason,
  ): Promise<void> {
    await (await this.#core)?.onTestRunEnd?.(modules, unhandled, reason)
  }
}
