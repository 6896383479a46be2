import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { judgeLeafSeal, leafSettings } from '../../../mcp-server/src/clients/conduct/leaf-seal.js'
import { tempDir } from '../../support/store.js'

/** A project, a HOME and a PATH with stand-ins for bubblewrap and socat (the judgement only looks for them). */
function machine(tools = true): { root: string; env: Record<string, string> } {
  const root = tempDir('evident-leaf-seal-project-')
  const home = tempDir('evident-leaf-seal-home-')
  const bin = tempDir('evident-leaf-seal-bin-')
  if (tools) for (const tool of ['bwrap', 'socat']) writeFileSync(join(bin, tool), '#!/bin/sh\n', { mode: 0o755 })
  return { root, env: { HOME: home, PATH: bin } }
}

describe('a conductor leaf’s seal', () => {
  it('hides the store’s own folder from Bash, Read and Edit, on top of evident seal’s lines', () => {
    const settings = leafSettings('/srv/evident/store/e.sqlite')
    expect(settings).toMatchObject({
      sandbox: {
        enabled: true,
        allowUnsandboxedCommands: false,
        failIfUnavailable: true,
        filesystem: { denyRead: ['//srv/evident/store', '~/.claude/plugins/data'] },
      },
      permissions: {
        deny: [
          'Read(//srv/evident/store/**)',
          'Edit(//srv/evident/store/**)',
          'Read(~/.claude/plugins/data/**)',
          'Edit(~/.claude/plugins/data/**)',
        ],
      },
    })
  })

  it('is sealed on a machine with the tools, whatever the project’s settings say of the sandbox', () => {
    const m = machine()
    const store = join(tempDir('evident-leaf-seal-store-'), 'e.sqlite')
    expect(judgeLeafSeal(m.env, m.root, store).verdict).toMatchObject({ sealed: true, reason: 'sealed' })
    // The project switches the sandbox off: --settings outranks it.
    mkdirSync(join(m.root, '.claude'))
    writeFileSync(join(m.root, '.claude', 'settings.json'), JSON.stringify({ sandbox: { enabled: false } }))
    expect(judgeLeafSeal(m.env, m.root, store).verdict.sealed).toBe(true)
    expect(JSON.parse(judgeLeafSeal(m.env, m.root, store).settings)).toEqual(leafSettings(store))
  })

  it('is not sealed without bubblewrap and socat, with the store in the project, or with a command let out', () => {
    const bare = machine(false)
    const store = join(tempDir('evident-leaf-seal-store-'), 'e.sqlite')
    expect(judgeLeafSeal(bare.env, bare.root, store).verdict.reason).toContain('bubblewrap missing, socat missing')
    const m = machine()
    expect(judgeLeafSeal(m.env, m.root, join(m.root, 'e.sqlite')).verdict.reason).toContain('inside the project')
    // A store beside the project folder: hiding its folder would hide the project from the leaf's own Bash.
    const beside = judgeLeafSeal(m.env, m.root, join(m.root, '..', 'e.sqlite')).verdict
    expect(beside.sealed).toBe(false)
    expect(beside.checks.filter((c) => !c.ok).map((c) => c.id)).toEqual(['store_folder_apart'])
    mkdirSync(join(m.root, '.claude'))
    writeFileSync(
      join(m.root, '.claude', 'settings.local.json'),
      JSON.stringify({ sandbox: { excludedCommands: ['npm'] } }),
    )
    expect(judgeLeafSeal(m.env, m.root, store).verdict.reason).toContain('excludedCommands')
  })
})
