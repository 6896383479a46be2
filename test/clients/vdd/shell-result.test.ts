import { describe, expect, it } from 'vitest'
import { computedWrites, expandsSomething, printed } from '../../../mcp-server/src/clients/vdd/shell-result.js'

/** The file each write leaves from `before` (undefined: not computed). */
const results = (command: string, before = 'old\n'): readonly (readonly [string, string | undefined])[] =>
  computedWrites(command).map((w) => [w.path, w.edit?.(before)])

describe('computedWrites', () => {
  it('computes echo and printf redirected with > and >>, and piped into tee [-a]', () => {
    expect(results("echo 'a b' > f.md")).toEqual([['f.md', 'a b\n']])
    expect(results('echo -n x >> f.md')).toEqual([['f.md', 'old\nx']])
    expect(results("printf '%s|%s\\n' one two > f.md")).toEqual([['f.md', 'one|two\n']])
    expect(results('echo hi | tee f.md g.md >/dev/null')).toEqual([
      ['f.md', 'hi\n'],
      ['g.md', 'hi\n'],
    ])
    expect(results('echo hi | tee -a f.md')).toEqual([['f.md', 'old\nhi\n']])
  })

  it('computes sed -i with -e scripts, -E, a backup suffix and a -- before the files', () => {
    expect(results("sed -i 's/old/new/' f.md")).toEqual([['f.md', 'new\n']])
    expect(results("sed -i.bak -e 's/o/0/g' -e 's/d/D/' -- f.md g.md", 'odo\n')).toEqual([
      ['f.md', '0D0\n'],
      ['g.md', '0D0\n'],
    ])
    expect(results("sed -Ei 's/(o)(l)/\\2\\1/' f.md")).toEqual([['f.md', 'lod\n']])
  })

  it('names a write it cannot compute, with no edit', () => {
    for (const command of [
      'echo "$X" > f.md',
      'echo `date` > f.md',
      'cat g.md > f.md',
      'echo hi > *.md',
      'cd d && echo hi > f.md',
      "sed -n -i 's/a/b/p' f.md",
      "sed -i --follow-symlinks 's/a/b/' f.md",
      'echo -e "a\\tb" > f.md',
      "printf '%d' 3 > f.md",
      "printf 'a' b > f.md",
      'cat <<EOF | tee f.md\nhi\nEOF',
    ]) {
      expect(
        results(command).map(([, after]) => after),
        command,
      ).toEqual(results(command).map(() => undefined))
      expect(results(command).length, command).toBeGreaterThan(0)
    }
  })
})

describe('expandsSomething', () => {
  it('sees $ and backticks outside single quotes only', () => {
    expect(expandsSomething("sed -i 's/a$/b/' f")).toBe(false)
    expect(expandsSomething('echo "a$b"')).toBe(true)
    expect(expandsSomething('echo \\$a')).toBe(false)
    expect(expandsSomething('echo `x`')).toBe(true)
  })
})

describe('printed', () => {
  it('reads echo and simple printf, nothing else', () => {
    expect(printed(['echo', '-n', 'a', 'b'])).toBe('a b')
    expect(printed(['printf', 'a%%b\\n'])).toBe('a%b\n')
    expect(printed(['cat', 'x'])).toBeUndefined()
  })
})
