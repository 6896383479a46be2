import { describe, expect, it } from 'vitest'
import { pointAtReport } from '../../mcp-server/src/runners/junit-target.js'

const FRESH = '/tmp/evident-junit-0123/junit.xml'

describe('pointAtReport (where a JUnit command is told to write its report)', () => {
  it('replaces the configured junitPath where it stands as a whole word in argv', () => {
    const point = (word: string): string | undefined =>
      pointAtReport({ argv: ['pytest', word], junitPath: 'reports/junit.xml' }, FRESH).argv[1]
    expect(point('--junitxml=reports/junit.xml')).toBe(`--junitxml=${FRESH}`)
    expect(point('--junitxml=./reports/junit.xml')).toBe(`--junitxml=${FRESH}`)
    expect(point('reports/junit.xml')).toBe(FRESH)
    expect(point('--outputFile.junit=reports/junit.xml')).toBe(`--outputFile.junit=${FRESH}`)
    expect(point('xml:reports/junit.xml')).toBe(`xml:${FRESH}`)
    expect(point('go test -v ./... 2>&1 | go-junit-report -set-exit-code > reports/junit.xml; exit 0')).toBe(
      `go test -v ./... 2>&1 | go-junit-report -set-exit-code > ${FRESH}; exit 0`,
    )
    expect(point('cp "reports/junit.xml" a && cp reports/junit.xml b')).toBe(`cp "${FRESH}" a && cp ${FRESH} b`)
  })

  it('leaves a path that only ends or starts with junitPath alone, and says nothing was pointed', () => {
    for (const word of ['--junitxml=other/reports/junit.xml', 'reports/junit.xml.bak', 'myreports/junit.xml']) {
      expect(pointAtReport({ argv: ['pytest', word], junitPath: 'reports/junit.xml' }, FRESH)).toEqual({
        argv: ['pytest', word],
        env: {},
        pointed: false,
      })
    }
    // A dot in junitPath is a dot, not any character.
    expect(pointAtReport({ argv: ['reports/junitxxml'], junitPath: 'reports/junit.xml' }, FRESH).pointed).toBe(false)
  })

  it('replaces junitPath in env values, and {junitPath} anywhere in argv and env', () => {
    expect(
      pointAtReport(
        {
          argv: ['pytest', '--junitxml', '{junitPath}'],
          env: { JEST_JUNIT_OUTPUT_FILE: 'junit.xml', PYTEST_ADDOPTS: '-q --junitxml={junitPath}', OTHER: 'x' },
          junitPath: 'junit.xml',
        },
        FRESH,
      ),
    ).toEqual({
      argv: ['pytest', '--junitxml', FRESH],
      env: { JEST_JUNIT_OUTPUT_FILE: FRESH, PYTEST_ADDOPTS: `-q --junitxml=${FRESH}`, OTHER: 'x' },
      pointed: true,
    })
  })

  it('points a command that uses only {junitPath} (no junitPath configured)', () => {
    expect(pointAtReport({ argv: ['vitest', 'run', '--outputFile={junitPath}'] }, FRESH)).toEqual({
      argv: ['vitest', 'run', `--outputFile=${FRESH}`],
      env: {},
      pointed: true,
    })
  })

  it('keeps $ patterns in the fresh path literal', () => {
    expect(pointAtReport({ argv: ['--x=a.xml'], junitPath: 'a.xml' }, '/t/$1$&/junit.xml').argv).toEqual([
      '--x=/t/$1$&/junit.xml',
    ])
  })
})
