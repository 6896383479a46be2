import { stripVTControlCharacters } from 'node:util'

/** Failure details of a command: the last 3 non-blank lines of stdout (stderr when stdout is empty), joined with ` | `. */
export function tailDetails(stdout: string, stderr: string): string {
  const source = stdout.trim() !== '' ? stdout : stderr
  return stripVTControlCharacters(source)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(-3)
    .join(' | ')
}
