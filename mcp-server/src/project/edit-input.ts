import { resolve } from 'node:path'
import { stringField } from '../domain/hook-payload.js'
import { readRegularFile } from '../kernel/regular-file.js'

/** The file an Edit-family tool call changes and what the input says about the change. */
export interface EditChange {
  /** Absolute path of the file. */
  readonly path: string
  /** Edit / MultiEdit: the replaced and the replacing text (portions of the file, concatenated). */
  readonly portions?: { readonly before: string; readonly after: string } | undefined
  /** Write: the whole new content. NotebookEdit: the new cell source. */
  readonly content?: string | undefined
}

type Input = Readonly<Record<string, unknown>> | undefined

export function editChange(toolName: string, input: Input, cwd: string): EditChange | undefined {
  const file = stringField(input, toolName === 'NotebookEdit' ? 'notebook_path' : 'file_path')
  if (file === undefined || file === '') return undefined
  const path = resolve(cwd, file)
  switch (toolName) {
    case 'Edit':
      return {
        path,
        portions: { before: stringField(input, 'old_string') ?? '', after: stringField(input, 'new_string') ?? '' },
      }
    case 'MultiEdit': {
      const edits = Array.isArray(input?.['edits']) ? (input['edits'] as readonly Input[]) : []
      return {
        path,
        portions: {
          before: edits.map((e) => stringField(e, 'old_string') ?? '').join('\n'),
          after: edits.map((e) => stringField(e, 'new_string') ?? '').join('\n'),
        },
      }
    }
    case 'Write':
      return { path, content: stringField(input, 'content') ?? '' }
    case 'NotebookEdit':
      return { path, content: stringField(input, 'new_source') ?? '' }
    default:
      return undefined
  }
}

/** A file's bytes, or undefined when it cannot be read (deleted, no permission) or is no regular file (a FIFO…). */
export function readBytes(path: string | Buffer): Buffer | undefined {
  try {
    return readRegularFile(path)
  } catch {
    return undefined
  }
}

const readText = (path: string): string | undefined => readBytes(path)?.toString('utf8')

/** Before/after text of a change as known before it happens (Write compares with the file on disk). */
export function pendingChange(change: EditChange): { readonly before: string; readonly after: string } {
  if (change.portions !== undefined) return change.portions
  return { before: readText(change.path) ?? '', after: change.content ?? '' }
}

/**
 * The whole file before and after an Edit-family call, as the tool would leave it: Write's content; Edit's and
 * MultiEdit's replacements applied in order to the file as it is (`replace_all` replaces every occurrence; an empty
 * `old_string` on a missing file creates it). Undefined when the tool would fail (a text it does not find) or for a
 * NotebookEdit.
 */
export function fileAfterEdit(
  toolName: string,
  input: Input,
  path: string,
): { readonly before: string; readonly after: string } | undefined {
  const current = readText(path)
  const before = current ?? ''
  if (toolName === 'Write') return { before, after: stringField(input, 'content') ?? '' }
  const edits =
    toolName === 'Edit'
      ? [input]
      : toolName === 'MultiEdit' && Array.isArray(input?.['edits'])
        ? (input['edits'] as readonly Input[])
        : undefined
  if (edits === undefined) return undefined
  let after = before
  for (const edit of edits) {
    const old = stringField(edit, 'old_string') ?? ''
    const replacement = stringField(edit, 'new_string') ?? ''
    if (old === '') {
      if (current !== undefined || edits.length > 1) return undefined
      after = replacement
      continue
    }
    if (!after.includes(old)) return undefined
    after = edit?.['replace_all'] === true ? after.split(old).join(replacement) : after.replace(old, () => replacement)
  }
  return { before, after }
}
