import { chmodSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lintLines, lintManifest } from '../../../mcp-server/src/clients/validation/manifest-lint.js'
import { tempDir } from '../../support/store.js'
import { gitRepo } from '../../support/validation-repo.js'

// Seed (validation.txt), preamble 1: "Manifest read (lint if standalone)". evident's manifest is the validation section
// of evident.config.json; these tests produce every error and warning the lint declares.

const NODE = process.execPath

function lint(validation: unknown, files: Readonly<Record<string, string>> = {}) {
  const { root } = gitRepo({ 'evident.config.json': JSON.stringify({ validation }), ...files })
  return { root, result: lintManifest(root, { path: process.env['PATH'] }) }
}

const texts = async (p: ReturnType<typeof lint>): Promise<readonly string[]> =>
  (await p.result).problems.map((x) => `${x.level}: ${x.text}`)

describe('lintManifest', () => {
  it('says the defaults apply without a config file or without a validation section', async () => {
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const none = await lintManifest(root)
    expect(none).toEqual({ file: 'evident.config.json', present: false, problems: [] })
    expect(lintLines(none)).toEqual([
      'no manifest: evident.config.json has no validation section (or does not exist) — the defaults apply',
    ])
    const { root: other } = gitRepo({ 'evident.config.json': JSON.stringify({ requireSealed: false }) })
    expect((await lintManifest(other)).present).toBe(false)
  })

  it('passes a clean manifest with a summary line and no problem', async () => {
    const l = lint(
      {
        dod: 'docs/DOD.md',
        base: 'main',
        techniques: [{ id: 'check', run: [NODE, '-e', ''], probe: { config: ['a.txt'] } }],
        procedure: {
          steps: [
            { technique: 'check', scope: 'per-file' },
            { id: 'extra', run: [NODE, '-e', ''] },
          ],
        },
        intention: { pages: [{ page: 'docs/DOD.md', covers: ['src/**'] }] },
      },
      { 'docs/DOD.md': '# Done\n', 'a.txt': 'a\n' },
    )
    const result = await l.result
    expect(result.problems).toEqual([])
    expect(lintLines(result)).toEqual(['manifest evident.config.json: clean'])
  })

  it('reports every schema error as a config path line, never only the first', async () => {
    const l = lint({
      techniques: [
        { id: 'ok', run: [NODE] },
        { id: 'bad', run: [NODE], mode: 'judge' },
      ],
      procedure: { steps: [{ technique: 'ok', scope: 'whole-tree' }, { id: 'inline' }] },
    })
    expect(await texts(l)).toEqual([
      'error: evident.config.json: validation.techniques[1].mode: Invalid option: expected one of "gate"|"triage"',
      'error: evident.config.json: validation.procedure.steps[0].scope: Invalid option: expected one of "per-hunk"|"per-file"',
      'error: evident.config.json: validation.procedure.steps[1].run: Invalid input: expected array, received undefined',
    ])
    expect(lintLines(await l.result).at(-1)).toBe('manifest evident.config.json: 3 error(s), 0 warning(s)')
  })

  it('reports a config that is not JSON', async () => {
    const { root } = gitRepo({ 'evident.config.json': '{ "validation": ' })
    const result = await lintManifest(root)
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]?.text).toMatch(/^evident\.config\.json: not valid JSON: /)
    expect(result.problems[0]?.level).toBe('error')
  })

  it('reports a technique id declared twice (the id is also the gate id)', async () => {
    const l = lint({
      techniques: [
        { id: 'lint', run: [NODE] },
        { id: 'lint', run: [NODE, '-e', ''] },
      ],
    })
    expect(await texts(l)).toEqual([
      'error: evident.config.json: validation.techniques[1].id: "lint" is declared twice (first at validation.techniques[0]): each technique id is also its gate id',
    ])
  })

  it('seed "Warn on absence; never create the file": warns on a missing DoD and leaves it absent', async () => {
    const l = lint({ dod: 'docs/DONE.md' })
    expect(await texts(l)).toEqual([
      'warning: evident.config.json: validation.dod: docs/DONE.md does not exist — the run records NO-OP(verify); evident never creates it (write it, or remove validation.dod)',
    ])
    expect(existsSync(join(l.root, 'docs/DONE.md'))).toBe(false)
  })

  it('refuses a DoD path outside the project, lexically or through a symbolic link', async () => {
    expect(await texts(lint({ dod: '../DOD.md' }))).toEqual([
      'error: evident.config.json: validation.dod: "../DOD.md" is outside the project',
    ])
    const outside = tempDir('evident-outside-')
    writeFileSync(join(outside, 'DOD.md'), '# elsewhere\n')
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    symlinkSync(outside, join(root, 'docs'))
    writeFileSync(join(root, 'evident.config.json'), JSON.stringify({ validation: { dod: 'docs/DOD.md' } }))
    expect((await lintManifest(root)).problems).toEqual([
      { level: 'error', text: 'evident.config.json: validation.dod: "docs/DOD.md" is outside the project' },
    ])
  })

  it('refuses a procedure step naming a technique neither declared nor derived, after the real derivation', async () => {
    // No declared techniques: the derived tier reads package.json's "lint" script (and runs nothing).
    const l = lint(
      { procedure: { steps: [{ technique: 'lint' }, { technique: 'typecheck' }] } },
      { 'package.json': JSON.stringify({ scripts: { lint: 'eslint .' } }) },
    )
    expect(await texts(l)).toEqual([
      'error: evident.config.json: validation.procedure.steps[1].technique: "typecheck" is neither declared nor derived for this project now (resolved: lint); see evident validation plan',
    ])
  })

  it('refuses an inline step whose id is a resolved technique, and a technique named twice in the procedure', async () => {
    const l = lint({
      techniques: [{ id: 'check', run: [NODE] }],
      procedure: {
        steps: [{ id: 'check', run: [NODE, '-e', ''] }, { technique: 'check' }],
      },
    })
    expect(await texts(l)).toEqual([
      'error: evident.config.json: validation.procedure.steps[0].id: the inline step\'s id "check" is also a resolved technique\'s id: name that technique with {"technique": "check"}, or give the inline step another id',
      'error: evident.config.json: validation.procedure.steps[1]: "check" is already validation.procedure.steps[0]: a technique runs once per run',
    ])
  })

  it('refuses probe config paths outside the project, declared or inline', async () => {
    const l = lint({
      techniques: [{ id: 'a', run: [NODE], probe: { config: ['eslint.config.js', '../../etc/passwd'] } }],
      procedure: { steps: [{ technique: 'a' }, { id: 'b', run: [NODE], probe: { config: ['/etc/hosts'] } }] },
    })
    expect(await texts(l)).toEqual([
      'error: evident.config.json: validation.techniques[0].probe.config[1]: "../../etc/passwd" is outside the project; a probe only looks inside it',
      'error: evident.config.json: validation.procedure.steps[1].probe.config[0]: "/etc/hosts" is outside the project; a probe only looks inside it',
    ])
  })

  it('warns when run[0] or probe.binary is not resolvable, and never executes it', async () => {
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    // An executable the lint could run: it would leave a marker behind.
    const marker = join(root, 'ran')
    mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true })
    const tool = join(root, 'node_modules', '.bin', 'tool')
    writeFileSync(tool, `#!/bin/sh\ntouch ${JSON.stringify(marker)}\n`)
    chmodSync(tool, 0o755)
    const config = {
      validation: {
        techniques: [
          { id: 'present', run: ['tool', '--check'] },
          { id: 'absent', run: ['no-such-tool-evident', 'x'] },
          { id: 'probed', run: ['tool'], probe: { binary: 'no-such-binary-evident' } },
        ],
      },
    }
    writeFileSync(join(root, 'evident.config.json'), JSON.stringify(config))
    const result = await lintManifest(root, { path: '' })
    expect(result.problems.map((p) => `${p.level}: ${p.text}`)).toEqual([
      'warning: evident.config.json: validation.techniques[1].run[0]: "no-such-tool-evident" is not resolvable on PATH or in node_modules/.bin — the run declines the technique (probe absent)',
      'warning: evident.config.json: validation.techniques[2].probe.binary: "no-such-binary-evident" is not resolvable on PATH or in node_modules/.bin — the run declines the technique (probe absent)',
    ])
    expect(lintLines(result).at(-1)).toBe('manifest evident.config.json: 0 error(s), 2 warning(s)')
    expect(existsSync(marker)).toBe(false)
  })

  it('warns on a missing triage-procedure file and refuses one outside the project', async () => {
    const l = lint({
      techniques: [
        { id: 'a', mode: 'triage', run: [NODE], 'triage-procedure': 'docs/triage.md' },
        { id: 'b', mode: 'triage', run: [NODE], 'triage-procedure': '../triage.md' },
      ],
    })
    expect(await texts(l)).toEqual([
      'warning: evident.config.json: validation.techniques[0].triage-procedure: docs/triage.md does not exist — the triager is handed a missing procedure',
      'error: evident.config.json: validation.techniques[1].triage-procedure: "../triage.md" is outside the project',
    ])
  })

  it('warns on a missing intention page', async () => {
    const l = lint({ intention: { pages: [{ page: 'docs/auth.md', covers: ['src/auth/**'] }] } })
    expect(await texts(l)).toEqual([
      'warning: evident.config.json: validation.intention.pages[0].page: docs/auth.md does not exist — its drift lines name a missing page',
    ])
  })

  it('warns when base does not resolve to a commit in git, and is quiet when it does', async () => {
    expect(await texts(lint({ base: 'origin/nowhere' }))).toEqual([
      'warning: evident.config.json: validation.base: "origin/nowhere" does not resolve to a commit in git here — the run will fail to scope the change (fetch it, or change validation.base)',
    ])
    expect(await texts(lint({ base: '--output=x' }))).toHaveLength(1)
    expect(await texts(lint({ base: 'main' }))).toEqual([])
  })

  it('lints the config file it is given, named as it is shown', async () => {
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    mkdirSync(join(root, 'ci'))
    writeFileSync(join(root, 'ci', 'evident.json'), JSON.stringify({ validation: { dod: 'nope.md' } }))
    const result = await lintManifest(root, { configPath: join(root, 'ci', 'evident.json') })
    expect(result.file).toBe('ci/evident.json')
    expect(result.problems[0]?.text).toMatch(/^ci\/evident\.json: validation\.dod: nope\.md does not exist/)
  })

  it('escapes a line break in a manifest string, so a problem cannot forge a line of the output or the record', async () => {
    const l = lint({ dod: 'x.md\nGATE(lint): green' })
    expect(await texts(l)).toEqual([
      'warning: evident.config.json: validation.dod: x.md\\u000aGATE(lint): green does not exist — the run records NO-OP(verify); evident never creates it (write it, or remove validation.dod)',
    ])
  })
})
