import { writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { errorMessage } from '../kernel/errors.js'
import { classifierFor } from '../project/classifier.js'
import { isCodeUnderTest } from '../project/test-files.js'
import { renderHtml } from '../clients/report/html.js'
import { renderMarkdown } from '../clients/report/markdown.js'
import { loadReportData } from '../clients/report/load.js'
import { withExistingStore } from './existing-store.js'
import { usageError, type Command } from './types.js'

/**
 * Where the report goes without `--out`: beside the project's evidence database, never inside the project — a file
 * appearing in the working tree would be a change nobody recorded, and deny the next phase of an open TDD task.
 */
function defaultReportPath(
  dbPath: string,
  scope: { readonly task?: string | undefined; readonly session?: string | undefined },
  format: 'html' | 'md',
): string {
  const which =
    scope.task !== undefined
      ? `-task-${scope.task}`
      : scope.session !== undefined
        ? `-session-${scope.session.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80)}`
        : ''
  return join(dirname(dbPath), `report${which}.${format}`)
}

export const reportCommand: Command = {
  words: ['report'],
  usage: 'evident report [--task ID | --session ID] [--format html|md] [--out FILE|-]',
  summary: 'write the evidence of TDD tasks as a self-contained HTML page (or markdown) and print its path',
  options: [
    ['--task ID', 'only this TDD task (ids: `evident sessions`, or the report of all)'],
    ['--session ID', 'only the tasks of this Claude Code session (`evident sessions` lists them)'],
    ['--format html|md', 'html (default): one self-contained page; md: compact markdown'],
    [
      '--out FILE|-',
      'write here (`-`: print to stdout); default: report[-task-ID|-session-ID].html beside the database (`evident db path`)',
    ],
  ],
  exits: [
    [0, 'written; its path printed'],
    [1, 'no database yet, no such task or session, or the file cannot be written'],
    [2, 'usage error'],
  ],
  examples: [
    'evident report',
    'evident report --task 3 --out task-3.html',
    'evident report --format md --out - | less',
  ],
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
      return usageError(errorMessage(error))
    }
    const format = values.format
    if (format !== 'html' && format !== 'md') return usageError(`--format must be html or md (got ${format})`)
    if (values.task !== undefined && values.session !== undefined)
      return usageError('give --task or --session, not both')
    const taskId = values.task === undefined ? undefined : Number(values.task)
    if (taskId !== undefined && (!Number.isInteger(taskId) || taskId <= 0))
      return usageError(`--task takes a positive whole number (got ${values.task})`)
    return withExistingStore(io, 1, async (store, location) => {
      const classify = await classifierFor(location.projectRoot)
      const data = await loadReportData(
        store.db,
        { taskId, sessionId: values.session },
        (file) => !isCodeUnderTest(classify(file)),
      )
      const text = format === 'html' ? renderHtml(data) : renderMarkdown(data)
      if (values.out === '-') {
        io.out(text.trimEnd())
        return 0
      }
      const out =
        values.out === undefined ? defaultReportPath(location.path, values, format) : resolve(io.cwd, values.out)
      try {
        writeFileSync(out, text)
      } catch (error) {
        io.err(`evident report: cannot write ${out} (${errorMessage(error)}); pass --out FILE, or --out - for stdout`)
        return 1
      }
      io.out(out)
      return 0
    })
  },
}
