import { spawnSync } from 'node:child_process'

/** Whether a command is installed (cases that need a missing one are skipped with the reason). */
function installed(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/** `undefined` when every command is installed, else the skip reason. */
export function missing(...commands: string[]): string | undefined {
  const absent = commands.filter((c) => !installed(c))
  return absent.length === 0 ? undefined : `${absent.join(', ')} not installed`
}

/** Single-quotes a string for bash. */
export const q = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`
