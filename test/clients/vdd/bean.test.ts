import { describe, expect, it } from 'vitest'
import { EvidentError } from '../../../mcp-server/src/kernel/errors.js'
import { canonicalBeanId, loadBean, parseBeanId } from '../../../mcp-server/src/clients/vdd/bean.js'
import { tempDir } from '../../support/store.js'
import { writeFile } from '../../support/vdd-project.js'

describe('parseBeanId', () => {
  it('strips a case-insensitive bean- prefix and reads the digits', () => {
    expect(['BEAN-277', 'bean-277', 'Bean-0277', '277', ' 277 '].map(parseBeanId)).toEqual([277, 277, 277, 277, 277])
  })

  it('refuses anything but digits after the prefix', () => {
    for (const bad of ['BEAN-27a', 'abc', '', 'BEAN-', '-1', '2.5', 'BEAN 277']) {
      expect(() => parseBeanId(bad), bad).toThrow(EvidentError)
    }
  })
})

describe('canonicalBeanId', () => {
  it('zero-pads to three digits without truncating longer numbers', () => {
    expect([1, 42, 277, 1277].map(canonicalBeanId)).toEqual(['BEAN-001', 'BEAN-042', 'BEAN-277', 'BEAN-1277'])
  })
})

describe('loadBean', () => {
  it('takes the first BEAN-NNN-* directory in sorted order and never a longer number', () => {
    const root = tempDir()
    writeFile(root, 'ai/beans/BEAN-2770-other/bean.md', 'other')
    writeFile(root, 'ai/beans/BEAN-277-zeta/bean.md', 'zeta')
    writeFile(root, 'ai/beans/BEAN-277-alpha/bean.md', 'alpha')
    expect(loadBean(root, 277)).toMatchObject({
      id: 'BEAN-277',
      path: 'ai/beans/BEAN-277-alpha/bean.md',
      markdown: 'alpha',
    })
  })

  it('reports a bean with no directory as not found', () => {
    const root = tempDir()
    writeFile(root, 'ai/beans/BEAN-1277-x/bean.md', 'x')
    expect(() => loadBean(root, 277)).toThrow(/bean BEAN-277 not found/)
  })

  it('reports a bean directory without bean.md', () => {
    const root = tempDir()
    writeFile(root, 'ai/beans/BEAN-005-x/notes.md', 'x')
    expect(() => loadBean(root, 5)).toThrow(/BEAN-005 has no readable ai\/beans\/BEAN-005-x\/bean\.md/)
  })
})
