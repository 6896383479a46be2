import type { ToolExtra } from './define.js'

export interface ProgressSender {
  readonly send: (file: string, done: number, total: number | undefined) => void
  readonly settle: () => Promise<void>
}

/**
 * Progress notifications while tests run, one per finished file. The last file's is skipped (the result
 * follows at once) and every notification is flushed before the result is built: a notification in the
 * same breath as the result is lost over stdio.
 */
export function progressSender(extra: ToolExtra, label: string): ProgressSender {
  const token = extra._meta?.progressToken
  const pending: Promise<void>[] = []
  let open = true
  return {
    send(file, done, total) {
      if (token === undefined || !open || (total !== undefined && done >= total)) return
      pending.push(
        extra
          .sendNotification({
            method: 'notifications/progress',
            params: {
              progressToken: token,
              progress: done,
              ...(total === undefined ? {} : { total }),
              message: `${label}${file}`,
            },
          })
          .catch(() => undefined),
      )
    },
    async settle() {
      open = false
      await Promise.all(pending)
    },
  }
}

/**
 * One progress notification with a message, awaited (it is on the wire before the caller goes on): for a step that
 * blocks the server for a while, such as a task's first snapshot. Nothing when the call asked for no progress.
 */
export async function progressNote(extra: ToolExtra, message: string): Promise<void> {
  const token = extra._meta?.progressToken
  if (token === undefined) return
  await extra
    .sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: 0, message } })
    .catch(() => undefined)
}
