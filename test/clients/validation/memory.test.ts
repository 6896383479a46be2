import { describe, expect, it } from 'vitest'
import { loadTechniqueMemory, saveTechniqueMemory } from '../../../mcp-server/src/store/validation-memory.js'
import { validationConfigSchema } from '../../../mcp-server/src/domain/validation-config.js'
import { discoveryFingerprint } from '../../../mcp-server/src/clients/validation/memory.js'
import { projectFiles } from '../../../mcp-server/src/clients/validation/resolve.js'
import { runValidation } from '../../../mcp-server/src/clients/validation/validate.js'
import { tempStore } from '../../support/store.js'
import { gitRepo } from '../../support/validation-repo.js'

const PACKAGE = JSON.stringify({ scripts: { lint: 'eslint .' } })

describe('technique memory', () => {
  it('skips deriving while the fingerprint is unchanged, still runs every probe, and derives again on a change', async () => {
    const store = await tempStore()
    const { root, write } = gitRepo({ 'package.json': PACKAGE, 'README.md': '# x\n' })
    // PATH '' : every probe declines, so nothing runs and each run shows its probe's verdict.
    const run = async (): Promise<readonly string[]> =>
      (await runValidation({ db: store.db, root, config: undefined, path: '' })).lines
        .map((l) => l.line)
        .filter((l) => l.startsWith('TECHNIQUE') || l.startsWith('NO-OP(validation:'))

    const first = await run()
    expect(first).toEqual([
      expect.stringMatching(
        /^TECHNIQUES: derived — no technique memory for this project yet; fingerprint [0-9a-f]{12} of package\.json, README\.md remembered for the next run$/,
      ),
      `TECHNIQUE(lint): triage, sync, per-hunk — derived: package.json script "lint" — triage: a linter's findings are judged, not its exit code; runs as documented: evident has no machine-readable report option for it`,
      'NO-OP(validation:lint): declined — probe absent (binary "npm" not resolvable)',
    ])
    const memory = await loadTechniqueMemory(store.db, root)
    expect([memory?.runId, memory?.files]).toEqual([1, ['package.json', 'README.md']])

    expect(await run()).toEqual([
      expect.stringMatching(
        /^TECHNIQUES: remembered — fingerprint [0-9a-f]{12} of package\.json, README\.md unchanged since validation run 1; 1 technique\(s\) not derived again, each probe still runs$/,
      ),
      first[1],
      first[2],
    ])

    // What is remembered is used as is — not derived again — while its probe still checks the config file.
    const fingerprint = memory?.fingerprint ?? ''
    const planted = [
      {
        technique: {
          ...validationConfigSchema.parse({ techniques: [{ id: 'planted', run: [process.execPath] }] }).techniques?.[0],
          probe: { config: ['planted.cfg'] },
        },
        tier: 'derived',
        why: 'planted',
        nature: 'test',
      },
    ]
    await saveTechniqueMemory(store.db, root, { fingerprint, files: [], techniques: planted, runId: 2 })
    expect((await run()).slice(1)).toEqual([
      'TECHNIQUE(planted): gate, sync, per-hunk — derived: planted',
      'NO-OP(validation:planted): declined — probe absent (none of planted.cfg present)',
    ])

    // Seed step 4 (derived techniques are GATE or TRIAGE "per its nature"): a row remembered before derived
    // techniques carried their nature — the lint as a gate — is not trusted; it is derived again, the lint a triage.
    const before = [
      {
        technique: validationConfigSchema.parse({ techniques: [{ id: 'lint', run: ['npm', 'run', 'lint'] }] })
          .techniques?.[0],
        tier: 'derived',
        why: 'package.json script "lint"',
      },
    ]
    await saveTechniqueMemory(store.db, root, { fingerprint, files: [], techniques: before, runId: 2 })
    expect(await run()).toEqual([
      expect.stringMatching(/^TECHNIQUES: derived — the remembered techniques do not parse; /),
      first[1],
      first[2],
    ])
    // A derived row whose mode is not its nature's does not parse either.
    const lintAsGate = [{ ...before[0], nature: 'lint' }]
    await saveTechniqueMemory(store.db, root, { fingerprint, files: [], techniques: lintAsGate, runId: 2 })
    expect((await run())[0]).toMatch(/^TECHNIQUES: derived — the remembered techniques do not parse; /)

    await saveTechniqueMemory(store.db, root, { fingerprint, files: [], techniques: [{ nope: 1 }], runId: 3 })
    expect((await run())[0]).toMatch(/^TECHNIQUES: derived — the remembered techniques do not parse; /)

    write('README.md', '# x\n\n```sh\nmake check\n```\n')
    const changed = await run()
    expect(changed).toEqual([
      expect.stringMatching(
        new RegExp(
          `^TECHNIQUES: derived — the fingerprint changed since validation run 6 \\(was ${fingerprint.slice(0, 12)}\\); fingerprint [0-9a-f]{12} of package\\.json, README\\.md remembered`,
        ),
      ),
      'TECHNIQUE(check): gate, sync, per-hunk — derived: README.md:4 documents "make check" (check)',
      'NO-OP(validation:check): declined — probe absent (binary "make" not resolvable)',
      first[1],
      first[2],
    ])
    expect((await loadTechniqueMemory(store.db, root))?.runId).toBe(7)
  })
})

describe('discoveryFingerprint', () => {
  it('changes with any file the discovery reads, a lock file appearing, or the declared techniques', () => {
    const { root, write } = gitRepo({ 'package.json': PACKAGE })
    const now = (config?: unknown) =>
      discoveryFingerprint(config === undefined ? undefined : validationConfigSchema.parse(config), projectFiles(root))
        .fingerprint
    const base = now()
    expect(now()).toBe(base)
    write('pnpm-lock.yaml', '')
    const locked = now()
    expect(locked).not.toBe(base)
    write('CONTRIBUTING.md', 'hi\n')
    expect(now()).not.toBe(locked)
    const declared = now({ techniques: [{ id: 'a', run: ['a'] }] })
    expect(now({ techniques: [{ id: 'a', run: ['b'] }] })).not.toBe(declared)
  })
})
