import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../mcp-server/src/kernel/config.js'
import { DEFAULT_PASS_CLAIM, DEFAULT_VERIFICATION_DOCUMENTS } from '../../mcp-server/src/domain/verification.js'
import { tempDir } from '../support/store.js'

function configIn(config: unknown): string {
  const root = tempDir('evident-config-')
  writeFileSync(join(root, 'evident.config.json'), JSON.stringify(config))
  return root
}

describe('loadConfig: verification', () => {
  it('is absent unless configured, and a partial one gets the defaults', () => {
    expect(loadConfig(configIn({})).verification).toBeUndefined()
    expect(loadConfig(configIn({ verification: { documents: ['qa/**'] } })).verification).toEqual({
      documents: ['qa/**'],
      passClaim: DEFAULT_PASS_CLAIM,
    })
    expect(loadConfig(configIn({ verification: {} })).verification?.documents).toEqual(DEFAULT_VERIFICATION_DOCUMENTS)
  })

  it('refuses a claim pattern that is no regular expression, saying where', () => {
    expect(() => loadConfig(configIn({ verification: { passClaim: 'PASS(' } }))).toThrow(
      /evident\.config\.json is invalid: verification\.passClaim: a JavaScript regular expression/,
    )
  })
})
