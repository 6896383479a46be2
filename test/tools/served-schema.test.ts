import { describe, expect, it } from 'vitest'
import { TOOLS } from '../../mcp-server/src/tools/index.js'
import { connect } from '../support/client.js'
import { alice, tempStore } from '../support/store.js'

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Every problem in a JSON schema: object levels that accept unknown keys and properties without a description. */
function problems(schema: unknown, path: string): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => problems(s, `${path}[${i}]`))
  if (!isObject(schema)) return []
  const found: string[] = []
  if (schema['type'] === 'object' || 'properties' in schema) {
    if (schema['additionalProperties'] !== false) found.push(`${path}: additionalProperties is not false`)
    for (const [key, prop] of Object.entries(isObject(schema['properties']) ? schema['properties'] : {})) {
      if (!isObject(prop) || typeof prop['description'] !== 'string' || prop['description'].trim() === '') {
        found.push(`${path}.${key}: no description`)
      }
    }
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'description' || key === 'const' || key === 'enum' || key === 'default') continue
    found.push(...problems(value, `${path}/${key}`))
  }
  return found
}

describe('served tool schemas', () => {
  it('the checker itself flags a loose level and an undescribed property', () => {
    const loose = {
      type: 'object',
      properties: { a: { type: 'object', properties: { b: { type: 'string' } }, description: 'a' } },
      additionalProperties: false,
    }
    expect(problems(loose, 't')).toEqual([
      't/properties/a: additionalProperties is not false',
      't/properties/a.b: no description',
    ])
  })

  it('serves every registered tool', async () => {
    const store = await tempStore()
    const { client } = await connect(store, alice)
    const { tools } = await client.listTools()
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS.map((t) => t.name).sort())
  })

  it('publishes strict input schemas with every property described, at every object level', async () => {
    const store = await tempStore()
    const { client } = await connect(store, alice)
    const { tools } = await client.listTools()
    expect(tools.length).toBeGreaterThan(0)
    for (const tool of tools) {
      expect(problems(tool.inputSchema, tool.name), tool.name).toEqual([])
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(40)
    }
  })

  it('checks nested levels: the progress event union is strict in every variant', async () => {
    const store = await tempStore()
    const { client } = await connect(store, alice)
    const { tools } = await client.listTools()
    const push = tools.find((t) => t.name === 'tdd_progress_push')
    const event = (push?.inputSchema.properties as Json | undefined)?.['event'] as Json | undefined
    const variants = (event?.['oneOf'] ?? event?.['anyOf']) as Json[] | undefined
    expect(variants).toHaveLength(13)
    for (const variant of variants ?? []) expect(variant['additionalProperties']).toBe(false)
  })

  it('names only served tools in tool and field descriptions', async () => {
    const store = await tempStore()
    const { client } = await connect(store, alice)
    const { tools } = await client.listTools()
    const served = new Set(tools.map((t) => t.name))
    const toolLike = /\b(tdd_[a-z_]+|run_[a-z_]+|test_errors|acceptance_[a-z_]+|hypothesis|inventory)\b/g
    for (const tool of tools) {
      const text = `${tool.description ?? ''} ${JSON.stringify(tool.inputSchema)}`
      // Words that look like tool names but are data (artifact kinds, statuses, event types, field names).
      const data = new Set(['tdd_task_already_ended', 'tdd_artifacts', 'tdd_task_id'])
      for (const [name] of text.matchAll(toolLike)) {
        if (data.has(name) || served.has(name)) continue
        expect.fail(`${tool.name} mentions "${name}", which is not a served tool`)
      }
    }
  })

  it('answers refusals and errors in a shape a client that validates output schemas accepts', async () => {
    const store = await tempStore()
    const { client } = await connect(store, alice)
    await client.listTools()
    const refused = await client.callTool({ name: 'inventory', arguments: { kind: 'runs', tddTaskId: 999 } })
    expect(refused.isError).toBe(true)
    expect(JSON.stringify(refused.content)).toContain('unknown_tdd_task')
    const thrown = await client.callTool({ name: 'test_errors', arguments: { runId: 999 } })
    expect(thrown.isError).toBe(true)
    expect(JSON.stringify(thrown.content)).toContain('no test run 999 is yours')
  })

  it('rejects a model-supplied caller that the hook did not sign', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const forged = { sessionId: 'session-1', agentId: 'agent-a', proof: '0'.repeat(64) }
    const result = await call('inventory', { kind: 'task', caller: forged })
    expect(result.isError).toBe(true)
    expect(result.text).toContain("was not injected by evident's PreToolUse hook")
  })
})
