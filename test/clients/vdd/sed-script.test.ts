import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sedEdit } from '../../../mcp-server/src/clients/vdd/sed-script.js'
import { tempDir } from '../../support/store.js'

const BEAN =
  '# BEAN-277: login\n\n| Field | Value |\n|---|---|\n| **Status** | In Progress |\n| Owner | a/b |\n\n' +
  '## Acceptance Criteria\n\n- [ ] (file:src/login.js) login exists (In Progress)\n'

/** What the real `sed -i` leaves (GNU sed, argv only). */
function realSed(options: readonly string[], text: string): string {
  const file = join(tempDir('evident-sed-'), 'bean.md')
  writeFileSync(file, text)
  execFileSync('sed', [...options, file])
  return readFileSync(file, 'utf8')
}

/** Each case: sed's options (scripts through -e, or the first operand), whether -E. */
const COMPUTED: readonly (readonly string[])[] = [
  ['-i', 's/In Progress/Done/'],
  ['-i', 's/In Progress/Done/g'],
  ['-i', '-e', 's/In Progress/Done/', '-e', 's/login/sign-in/g'],
  ['-i', 's/In Progress/Done/;s/Owner/Lead/'],
  ['-i', 's/\\*\\*Status\\*\\* | .* |/**Status** | Done |/'],
  ['-i', 's/^\\(| \\*\\*Status\\*\\* | \\).*\\( |\\)$/\\1Done\\2/'],
  ['-i', 's|a/b|c/d|'],
  ['-i', 's/a\\/b/x/'],
  ['-i', 's/[[:space:]]*In Progress[[:space:]]*/ Done /'],
  ['-i', 's/in progress/Done/I'],
  ['-i', 's/Progress/&!/'],
  ['-i', 's/\\(In\\) \\(Progress\\)/\\2 \\1/'],
  ['-i', 's/[^|]*Progress[^|]*/ Done /'],
  ['-i', 's/Prog\\+ress/X/'],
  ['-i', 's/(file:/(path:/'],
  ['-i', 's/a^b/x/;s/x$y/z/'],
  ['-i', 's/.*Status.*/| **Status** | Done |/'],
  ['-i.bak', 's/In Progress/Done/'],
  ['-E', '-i', 's/(In) (Progress)/\\2-\\1/g'],
  ['-E', '-i', 's/Status\\*\\* \\| [A-Za-z ]+ \\|/Status** | Done |/'],
  ['-ri', 's/In (Progress)+/Done/'],
]

describe('sedEdit', () => {
  it('computes exactly what GNU sed -i writes, for the scripts it reads', () => {
    for (const options of COMPUTED) {
      const extended = options.some((o) => o === '-E' || o === '-ri')
      const scripts = options.includes('-e')
        ? options.filter((_, i) => options[i - 1] === '-e')
        : options.filter((o) => !o.startsWith('-'))
      const edit = sedEdit(scripts, extended)
      expect(edit, options.join(' ')).toBeTypeOf('function')
      expect(edit?.(BEAN), options.join(' ')).toBe(realSed(options, BEAN))
      const noFinalNewline = BEAN.slice(0, -1)
      expect(edit?.(noFinalNewline), `${options.join(' ')} (no final newline)`).toBe(realSed(options, noFinalNewline))
    }
  })

  it('computes nothing for what it does not read exactly (the shell is then measured afterwards)', () => {
    for (const script of [
      '/Status/s/In Progress/Done/',
      '5s/In Progress/Done/',
      's/In Progress/Done/p',
      's/In Progress/Done/2',
      's/In Progress/Done/w out.txt',
      's/\\(In\\)/\\U\\1/',
      's//Done/',
      'y/abc/xyz/',
      '$a Done',
      's/In Progress/Done',
      's/[[:punct:]]/x/',
      's/\\<In\\>/x/',
    ]) {
      expect(sedEdit([script], false), script).toBeUndefined()
    }
    expect(sedEdit([], false)).toBeUndefined()
  })
})
