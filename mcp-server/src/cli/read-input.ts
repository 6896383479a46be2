import { readFileSync } from 'node:fs'
import { badInput, errorMessage } from '../kernel/errors.js'

/**
 * The text of an input file named on the command line, or stdin for `-`. The operator names the file, as with
 * `--dod`: it is read wherever it is (a throwaway file outside the worktree is the usual place). Larger than
 * `max` characters is refused.
 */
export async function readInput(path: string, what: string, max: number): Promise<string> {
  let text: string
  try {
    if (path === '-') {
      const chunks: Buffer[] = []
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
      text = Buffer.concat(chunks).toString('utf8')
    } else text = readFileSync(path, 'utf8')
  } catch (error) {
    throw badInput(`cannot read ${what} from ${path}: ${errorMessage(error)}`, `pass a readable file, or - for stdin`)
  }
  if (text.length > max)
    throw badInput(`${path} holds more than ${max} characters of ${what}`, `pass a smaller ${what} file`)
  return text
}
