import { resolveDbLocation } from '../paths.js'
import type { Command } from './types.js'

export const dbPathCommand: Command = {
  words: ['db', 'path'],
  usage: 'evident db path',
  summary: 'print where the evidence database of this project lives (and why there)',
  async run(args, io) {
    if (args.length > 0) {
      io.err(`evident db path takes no arguments (got: ${args.join(' ')})`)
      return 2
    }
    const location = resolveDbLocation(io.env, io.cwd)
    io.out(location.path)
    io.err(`project root: ${location.projectRoot}; chosen by: ${location.source}`)
    return 0
  },
}
