/** Is a process with this pid alive? (EPERM: it exists but belongs to someone else.) Used by every pid lock. */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
