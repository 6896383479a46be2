import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { classifierFor } from '../hooks/classifier.js'
import { resolveDbLocation } from '../paths.js'
import { renderHtml } from '../report/html.js'
import { renderMarkdown } from '../report/markdown.js'
import { openStore } from '../store/index.js'
import { loadReportData } from '../flows/report.js'
import type { Command } from './types.js'

const USAGE = 'evident report [--task ID | --session ID] [--out FILE] [--format html|md]'

export const reportCommand: Command = {
  words: ['report'],
  usage: USAGE,
  summary: 'render the evidence of TDD tasks as a self-contained HTML page or compact markdown',
  async run(args, io) {
    let values
    try {
      ;({ values } = parseArgs({
        args: [...args],
        options: {
          task: { type: 'string' },
          session: { type: 'string' },
          out: { type: 'string' },
          format: { type: 'string', default: 'html' },
        },
        strict: true,
        allowPositionals: false,
      }))
    } catch (error) {
      io.err(`${error instanceof Error ? error.message : String(error)}\nusage: ${USAGE}`)
      return 2
    }
    const format = values.format
    if (format !== 'html' && format !== 'md') {
      io.err(`--format must be html or md (got ${format})\nusage: ${USAGE}`)
      return 2
    }
    if (values.task !== undefined && values.session !== undefined) {
      io.err(`give --task or --session, not both\nusage: ${USAGE}`)
      return 2
    }
    const taskId = values.task === undefined ? undefined : Number(values.task)
    if (taskId !== undefined && (!Number.isInteger(taskId) || taskId <= 0)) {
      io.err(`--task takes a positive whole number (got ${values.task})`)
      return 2
    }
    const location = resolveDbLocation(io.env, io.cwd)
    const classify = await classifierFor(location.projectRoot)
    const store = await openStore(location.path)
    try {
      const data = await loadReportData(
        store.db,
        { taskId, sessionId: values.session },
        (file) => classify(file) !== 'production',
      )
      const text = format === 'html' ? renderHtml(data) : renderMarkdown(data)
      if (values.out === undefined) {
        io.out(text.trimEnd())
        return 0
      }
      const out = resolve(io.cwd, values.out)
      writeFileSync(out, text)
      io.out(out)
      return 0
    } finally {
      await store.close()
    }
  },
}
