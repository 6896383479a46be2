import { describe, expect, it } from 'vitest'
import { connect } from '../support/client.js'
import { proveRepo, SLUG_BUGGY, SLUG_FIXED, testFile } from '../support/prove-repo.js'
import { alice, tempStore } from '../support/store.js'

describe('validation tool, action prove: the agent re-proves its commits before it opens a pull request', () => {
  it('answers the markdown summary and each verdict through the real MCP server; a bad range is refused with a hint', async () => {
    const store = await tempStore()
    const imports = "import { slug } from '../src/slug.js'"
    const repo = proveRepo({ 'src/slug.ts': SLUG_BUGGY })
    const base = repo.git('rev-parse', 'HEAD')
    const head = repo.commit({
      'src/slug.ts': SLUG_FIXED,
      'test/slug.test.ts': testFile(imports, [['trims dashes', "expect(slug('-a b-')).toBe('a-b')"]]),
    })
    const { call } = await connect(store, alice, repo.root)
    const proved = await call('validation', { action: 'prove', range: `${base}..${head}` })
    expect(proved.isError).toBe(false)
    expect(proved.text).toMatch(/^## evident prove `[0-9a-f]{12}\.\.[0-9a-f]{12}` — proven/)
    expect(proved.data['prove']).toEqual({
      exitCode: 0,
      tests: [
        {
          file: 'test/slug.test.ts',
          fullName: 'slug > trims dashes',
          kind: 'added',
          verdict: 'proven',
          detail: 'fails without the change (failed on base) and passes with it',
        },
      ],
      problems: [],
      weakenings: [],
    })
    const bad = await call('validation', { action: 'prove', range: `${base}...${head}` })
    expect(bad.isError).toBe(true)
    expect(bad.text).toMatch(/is not a range <base>\.\.<head>[\s\S]*evident prove main\.\.HEAD/)
  }, 120_000)
})
