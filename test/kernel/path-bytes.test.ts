import { describe, expect, it } from 'vitest'
import { filePath, isQuoted, pathBytes, pathText } from '../../mcp-server/src/kernel/path-bytes.js'

/** The stored form of a file name (kernel/path-bytes.ts): text for valid UTF-8, C-quoted otherwise, never ambiguous. */
describe('pathText / pathBytes', () => {
  const names: readonly Buffer[] = [
    Buffer.from('src/add.ts'),
    Buffer.from('src/ä€😀 x.ts'),
    Buffer.from([0x66, 0xff, 0x2e, 0x74, 0x73]),
    Buffer.from([0xed, 0xa0, 0x80]), // an encoded surrogate: not valid UTF-8
    Buffer.from([0xc3]), // a truncated sequence
    Buffer.from('"x"'),
    Buffer.from('"'),
    Buffer.from('a/"b'),
    Buffer.from('a\\b"c\nd\te'),
    Buffer.from('"f\\377.ts"'), // a valid name that reads like another's quoted form
  ]

  it('gives back the exact bytes of every name', () => {
    for (const name of names) expect(pathBytes(pathText(name)).equals(name), pathText(name)).toBe(true)
  })

  it('stores a valid UTF-8 name as itself unless it begins with a double quote', () => {
    expect(pathText(Buffer.from('src/ä€😀 x.ts'))).toBe('src/ä€😀 x.ts')
    expect(pathText(Buffer.from('a/"b'))).toBe('a/"b')
    expect(pathText(Buffer.from('a\\b"c\nd\te'))).toBe('a\\b"c\nd\te')
    expect(pathText(Buffer.from('"x"'))).toBe('"\\"x\\""')
  })

  it('quotes a name that is not valid UTF-8 as git does, keeping valid characters', () => {
    expect(pathText(Buffer.from([0x66, 0xff, 0x2e, 0x74, 0x73]))).toBe('"f\\377.ts"')
    expect(pathText(Buffer.concat([Buffer.from('ä/\n'), Buffer.from([0xfe])]))).toBe('"ä/\\012\\376"')
    expect(isQuoted(pathText(Buffer.from([0xff])))).toBe(true)
  })

  it('never gives two names the same stored form', () => {
    const stored = names.map(pathText)
    expect(new Set(stored).size).toBe(names.length)
    expect(pathText(Buffer.from('"f\\377.ts"'))).not.toBe(pathText(Buffer.from([0x66, 0xff, 0x2e, 0x74, 0x73])))
  })

  it('names the file under a root by its bytes', () => {
    expect(filePath('/p', 'src/a.ts')).toBe('/p/src/a.ts')
    expect(filePath('/p', '"f\\377.ts"')).toEqual(Buffer.from([0x2f, 0x70, 0x2f, 0x66, 0xff, 0x2e, 0x74, 0x73]))
  })
})
