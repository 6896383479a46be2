import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The project's own eslint.config.js, run through ESLint's Node API on code that is never written to disk.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot })
})

/** The evident/* problems ESLint reports for `code` as if it were the file at `file` (relative to the repo). */
async function boundaryProblems(file: string, code: string): Promise<{ rule: string | null; line: number }[]> {
  const [result] = await eslint.lintText(code, { filePath: file })
  const messages = result?.messages ?? []
  expect(messages.filter((m) => m.fatal)).toEqual([])
  return messages.filter((m) => m.ruleId?.startsWith('evident/')).map((m) => ({ rule: m.ruleId, line: m.line }))
}

const layerImports = (...lines: number[]) => lines.map((line) => ({ rule: 'evident/layer-imports', line }))

describe('import boundaries: domain/', () => {
  it('reports an import of ours from outside domain/', async () => {
    const code = [
      "import type { Phase } from '../gates/phases.js'",
      "import { log } from '../log.js'",
      "export * from '../store/schema.js'",
    ].join('\n')
    expect(await boundaryProblems('mcp-server/src/domain/phases.ts', code)).toEqual(layerImports(1, 2, 3))
  })

  it('allows domain/, npm packages and node builtins', async () => {
    const code = [
      "import type { Kind } from './kinds.js'",
      "export { STATUSES } from '../domain/statuses.js'",
      "import { z } from 'zod'",
      "import path from 'node:path'",
    ].join('\n')
    expect(await boundaryProblems('mcp-server/src/domain/phases.ts', code)).toEqual([])
  })
})

describe('import boundaries: gates/', () => {
  it('reports imports, type imports, re-exports and dynamic imports of other folders', async () => {
    const code = [
      "import type { TaskTree } from '../store/tree.js'",
      "import { resolveCaller } from '../identity.js'",
      "export { toolInput } from '../tools/define.js'",
      "export const load = () => import('../store/db.js')",
      'export type Db = typeof import(`../store/db.js`)',
    ].join('\n')
    expect(await boundaryProblems('mcp-server/src/gates/x.ts', code)).toEqual(layerImports(1, 2, 3, 4, 5))
  })

  it('resolves a relative import against the importing file’s folder', async () => {
    const code = ["import { a } from '../phases.js'", "import { b } from '../../paths.js'"].join('\n')
    expect(await boundaryProblems('mcp-server/src/gates/sub/x.ts', code)).toEqual(layerImports(2))
  })

  it('allows gates/, domain/ and npm packages', async () => {
    const code = [
      "import { split } from './shell-words.js'",
      "import type { Phase } from '../domain/phases.js'",
      "import { decideTransition } from '../gates/phases.js'",
      "import picomatch from 'picomatch'",
    ].join('\n')
    expect(await boundaryProblems('mcp-server/src/gates/x.ts', code)).toEqual([])
  })
})

describe('import boundaries: store/', () => {
  it('reports imports of gates/, report/, flows/ and the entry points', async () => {
    const code = [
      "import { decideTransition } from '../gates/phases.js'",
      "import type { ReportModel } from '../report/model.js'",
      "import { transition } from '../flows/transition.js'",
      "import { toolInput } from '../tools/define.js'",
      "import { hookContext } from '../hooks/context.js'",
      "import { dbCommand } from '../cli/db.js'",
    ].join('\n')
    expect(await boundaryProblems('mcp-server/src/store/x.ts', code)).toEqual(layerImports(1, 2, 3, 4, 5, 6))
  })

  it('allows store/, domain/, root files and npm packages', async () => {
    const code = [
      "import { openDb } from './db.js'",
      "import type { Phase } from '../domain/phases.js'",
      "import { resolveDbLocation } from '../paths.js'",
      "import { Kysely } from 'kysely'",
    ].join('\n')
    expect(await boundaryProblems('mcp-server/src/store/x.ts', code)).toEqual([])
  })
})

describe('import boundaries: only flows/ calls both gates/ and store/', () => {
  const both = (rule: string, line: number) => [{ rule, line }]

  it('reports an entry point that imports both, at the import that completes the pair', async () => {
    const code = [
      "import { decideTransition } from '../gates/phases.js'",
      "import { hookContext } from './context.js'",
      "export const load = () => import('../store/hook-db.js')",
    ].join('\n')
    expect(await boundaryProblems('mcp-server/src/hooks/x.ts', code)).toEqual(both('evident/no-gates-with-store', 3))
  })

  it('reports a root file that imports both', async () => {
    const code = ["import type { Db } from './store/db.js'", "import { decideTransition } from './gates/phases.js'"]
    const problems = await boundaryProblems('mcp-server/src/entry/server.ts', code.join('\n'))
    expect(problems).toEqual(both('evident/no-gates-with-store', 2))
  })

  it('allows flows/ to import both', async () => {
    const code = ["import { decideTransition } from '../gates/phases.js'", "import { openDb } from '../store/db.js'"]
    expect(await boundaryProblems('mcp-server/src/engine/flows/transition.ts', code.join('\n'))).toEqual([])
  })

  it('allows an entry point that imports one of them, or a flow', async () => {
    const tool = ["import { transition } from '../flows/transition.js'", "import { openDb } from '../store/db.js'"]
    expect(await boundaryProblems('mcp-server/src/tools/x.ts', tool.join('\n'))).toEqual([])
    const hook = ["import { editPolicy } from '../gates/edit-policy.js'", "import { payload } from './payload.js'"]
    expect(await boundaryProblems('mcp-server/src/hooks/x.ts', hook.join('\n'))).toEqual([])
  })
})
