import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Store } from '../../mcp-server/src/store/index.js'
import { connect } from '../support/client.js'
import { MAIN, PLAN, SCENARIO, SPEC } from '../support/coordinator.js'
import { tempProject, type TestProject } from '../support/project.js'
import { tempDir, tempStore } from '../support/store.js'
import { ensureCaller } from '../../mcp-server/src/store/callers.js'

async function setup(): Promise<{ store: Store; project: TestProject }> {
  const store = await tempStore()
  const project = tempProject(store, {
    'docs/specs/url-slugs.md': SPEC,
    'src/slug.ts': 'export {}\n',
    // The user approved the specs (evident's state: no agent may write it).
    '.claude/state/spec_approvals/url-slugs.approval': 'approved\n',
    '.claude/state/spec_approvals/dates.approval': 'approved\n',
  })
  return { store, project }
}

const planRows = async (store: Store) =>
  store.db.selectFrom('tdd_plans').select(['slug', 'version', 'status']).orderBy('id').execute()

describe('tdd_plan', () => {
  it('needs an approved spec or the quick-fix track, else points the user to triage', async () => {
    const store = await tempStore()
    const project = tempProject(store, { 'docs/specs/url-slugs.md': SPEC, 'src/slug.ts': 'export {}\n' })
    const { call } = await connect(store, MAIN, project.root)
    const unapproved = await call('tdd_plan', { action: 'create', ...PLAN })
    expect(unapproved.text).toMatch(
      /^Refused: spec docs\/specs\/url-slugs\.md is not approved \(no \.claude\/state\/spec_approvals\/url-slugs\.approval the user made\).*Next: stop and direct the user to triage first/,
    )
    // Not the quick-fix track: another track, a broken file, a folder where the approval should be.
    project.write('.claude/state/workflow.json', '{"track_id": "spec-entry", "entry_phase": "tdd"}')
    mkdirSync(join(project.root, '.claude/state/spec_approvals/url-slugs.approval'), { recursive: true })
    expect((await call('tdd_plan', { action: 'create', ...PLAN })).text).toMatch(/^Refused: spec .* is not approved/)
    project.write('.claude/state/workflow.json', '{"track_id": "tdd-quickfix"}')
    expect((await call('tdd_plan', { action: 'create', ...PLAN })).isError).toBe(false)
    // The legacy field is accepted on a file without track_id.
    project.write('.claude/state/workflow.json', '{"entry_phase": "tdd"}')
    expect((await call('tdd_plan', { action: 'replace', ...PLAN })).isError).toBe(false)
  })

  it("takes no approval a measured shell command made: that is an agent's, not the user's", async () => {
    const { store, project } = await setup()
    await store.write(async (tx) => {
      const caller = await ensureCaller(tx, { sessionId: 's', agentId: 'main' })
      await tx
        .insertInto('shell_commands')
        .values({
          caller_id: caller,
          task_id: null,
          tool_use_id: 't1',
          command: 'node forge.js',
          project_root: project.root,
          tree_before: null,
          tree_after: null,
          start_seq: 1,
          end_seq: 2,
          changes: JSON.stringify([{ path: '.claude/state/spec_approvals/url-slugs.approval', recorded: 'shell' }]),
        })
        .execute()
    })
    const { call } = await connect(store, MAIN, project.root)
    expect((await call('tdd_plan', { action: 'create', ...PLAN })).text).toMatch(/^Refused: spec .* is not approved/)
  })

  it('stores the plan checked against the spec and mirrors it with the seed’s shape, atomically', async () => {
    const { store, project } = await setup()
    const { call } = await connect(store, MAIN, project.root)
    const made = await call('tdd_plan', { action: 'create', ...PLAN })
    expect(made.isError, made.text).toBe(false)
    expect(made.data).toMatchObject({
      mirrorWritten: true,
      plan: { slug: 'url-slugs', version: 1, status: 'active', fixIterations: 5, document: PLAN },
    })
    const mirror = join(project.root, '.claude/state/tdd/url-slugs.json')
    const text = readFileSync(mirror, 'utf8')
    const json = JSON.parse(text) as Record<string, Record<string, unknown>>
    expect(Object.keys(json)).toEqual(['slug', 'recipe', 'contract', 'design_calls_rows', 'out_of_scope'])
    expect(Object.keys(json['contract'] ?? {})).toEqual([
      'failing_test_paths',
      'write_set',
      'behavior_excerpts',
      'project_conventions',
    ])
    expect(json).toEqual(PLAN)
    // Written through a temporary file renamed into place: nothing else is left in the folder.
    expect(readdirSync(join(project.root, '.claude/state/tdd'))).toEqual(['url-slugs.json'])
    // The recipe and the paths are rows of the store.
    const recipe = await store.db.selectFrom('tdd_plan_recipe').select(['name', 'covers']).orderBy('ordinal').execute()
    expect(recipe.map((r) => r.covers)).toEqual(['AC-1', 'AC-2'])
    const got = await call('tdd_plan', { action: 'get' })
    expect(got.data['plan']).toMatchObject({ slug: 'url-slugs', status: 'active', document: PLAN })
  })

  it('refuses a subagent: the plan is decided once, in the main context', async () => {
    const { store, project } = await setup()
    const { call } = await connect(store, SCENARIO, project.root)
    const refused = await call('tdd_plan', { action: 'create', ...PLAN })
    expect(refused.isError).toBe(true)
    expect(refused.text).toMatch(
      /^Refused: tdd_plan create is for the main agent only: .*evident:scenario \(agent scenario-1\) is a worker held to them\. Next: read the plan with tdd_plan/,
    )
    expect(await planRows(store)).toEqual([])
    expect(existsSync(join(project.root, '.claude/state/tdd'))).toBe(false)
    // Reading is anyone's.
    expect((await call('tdd_plan', { action: 'get', slug: 'url-slugs' })).text).toMatch(/^Not found: no plan url-slugs/)
  })

  it('names every problem at once and stores nothing', async () => {
    const { store, project } = await setup()
    const { call } = await connect(store, MAIN, project.root)
    const outside = tempDir('evident-outside-')
    symlinkSync(outside, join(project.root, 'linked'))
    const bad = {
      ...PLAN,
      recipe: [{ ...PLAN.recipe[0], name: 'joins words', covers: 'AC-9' }],
      contract: {
        ...PLAN.contract,
        write_set: ['linked/x.ts', 'test/slug.test.ts'],
        behavior_excerpts: ['Whitespace runs become a dash.'],
      },
    }
    const refused = await call('tdd_plan', { action: 'create', ...bad })
    expect(refused.isError).toBe(true)
    expect(refused.text).toContain(
      'Bad input: plan url-slugs was not stored, 5 problem(s): recipe[0].name: "joins words"',
    )
    for (const part of [
      'recipe[0].covers: AC-9 is not an acceptance criterion of docs/specs/url-slugs.md (its table lists AC-1, AC-2)',
      'contract.behavior_excerpts[0]: is not a verbatim passage',
      'contract.write_set[0]: "linked/x.ts" leads outside the project',
      'contract.write_set[1]: "test/slug.test.ts" is a test file',
      'Next: correct each one and call tdd_plan again with the whole plan',
    ])
      expect(refused.text).toContain(part)
    expect(await planRows(store)).toEqual([])
  })

  it('needs the spec of the slug, and rejects a malformed plan by its schema', async () => {
    const { store, project } = await setup()
    const { call } = await connect(store, MAIN, project.root)
    const missing = await call('tdd_plan', { action: 'create', ...PLAN, slug: 'other' })
    expect(missing.text).toMatch(
      /^Bad input: no spec at docs\/specs\/other\.md: .*Next: write the spec to docs\/specs\/other\.md/,
    )
    const malformed = await call('tdd_plan', { action: 'create', ...PLAN, slug: '../x', recipe: [] })
    expect(malformed.isError).toBe(true)
    expect(malformed.text).toContain('Input validation error')
    expect(await planRows(store)).toEqual([])
  })

  it('keeps one current plan per project: create refuses a second of the slug, replace makes the next version', async () => {
    const { store, project } = await setup()
    project.write('docs/specs/dates.md', '| AC-1 | parses ISO dates |\n')
    const { call } = await connect(store, MAIN, project.root)
    expect((await call('tdd_plan', { action: 'create', ...PLAN })).isError).toBe(false)
    const again = await call('tdd_plan', { action: 'create', ...PLAN })
    expect(again.text).toMatch(
      /^Refused: plan url-slugs already exists \(version 1, active\)\. Next: call tdd_plan \{"action":"replace"/,
    )
    const replaced = await call('tdd_plan', { action: 'replace', ...PLAN, out_of_scope: [] })
    expect(replaced.data['plan']).toMatchObject({ version: 2, status: 'active' })
    const mirror = JSON.parse(readFileSync(join(project.root, '.claude/state/tdd/url-slugs.json'), 'utf8')) as {
      out_of_scope: string[]
    }
    expect(mirror.out_of_scope).toEqual([])
    const wrong = await call('tdd_plan', { action: 'replace', ...PLAN, slug: 'dates' })
    expect(wrong.text).toMatch(
      /^Refused: there is no current plan dates to replace \(the project's current plan is url-slugs\)/,
    )
    const other = await call('tdd_plan', {
      action: 'create',
      ...PLAN,
      slug: 'dates',
      recipe: [{ ...PLAN.recipe[0], covers: 'AC-1' }],
      contract: { ...PLAN.contract, behavior_excerpts: ['parses ISO dates'] },
    })
    expect(other.isError, other.text).toBe(false)
    expect(await planRows(store)).toEqual([
      { slug: 'url-slugs', version: 1, status: 'superseded' },
      { slug: 'url-slugs', version: 2, status: 'superseded' },
      { slug: 'dates', version: 1, status: 'active' },
    ])
    expect((await call('tdd_plan', { action: 'get' })).data['plan']).toMatchObject({ slug: 'dates' })
    expect((await call('tdd_plan', { action: 'get', slug: 'url-slugs' })).data['plan']).toMatchObject({ version: 2 })
  })

  it('keeps the plan in the store and says so when the mirror folder leads outside the project', async () => {
    const { store, project } = await setup()
    const outside = tempDir('evident-outside-')
    mkdirSync(join(project.root, '.claude/state'), { recursive: true })
    symlinkSync(outside, join(project.root, '.claude/state/tdd'))
    const { call } = await connect(store, MAIN, project.root)
    const made = await call('tdd_plan', { action: 'create', ...PLAN })
    expect(made.isError).toBe(false)
    expect(made.data).toMatchObject({
      mirrorWritten: false,
      mirrorError: expect.stringContaining('leads outside the project'),
    })
    expect(made.text).toContain('the store holds it, but the mirror .claude/state/tdd/url-slugs.json was not written')
    expect(readdirSync(outside)).toEqual([])
    expect(await planRows(store)).toEqual([{ slug: 'url-slugs', version: 1, status: 'active' }])
  })

  it('freezes the coordinator settings of evident.config.json into the plan', async () => {
    const { store, project } = await setup()
    const config = JSON.parse(readFileSync(join(project.root, 'evident.config.json'), 'utf8')) as object
    project.write(
      'evident.config.json',
      JSON.stringify({ ...config, coordinator: { fixIterations: 2, stubMarkers: ['\\bHACK\\b'] } }),
    )
    const { call } = await connect(store, MAIN, project.root)
    const made = await call('tdd_plan', { action: 'create', ...PLAN })
    expect(made.data['plan']).toMatchObject({ fixIterations: 2, stubMarkers: ['\\bHACK\\b'] })
    project.write('evident.config.json', JSON.stringify({ ...config, coordinator: { stubMarkers: ['(unclosed'] } }))
    const invalid = await call('tdd_plan', { action: 'replace', ...PLAN })
    expect(invalid.text).toMatch(
      /^Bad input: evident\.config\.json is invalid: coordinator\.stubMarkers\.0: .*a JavaScript regular expression/,
    )
  })
})
