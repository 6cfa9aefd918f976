// Who a process is, well enough to tell later whether it is still running: a pid alone is not enough, because
// pids are reused (a lock left by a process killed with kill -9 may name a pid that now belongs to someone else).
import { readFileSync } from 'node:fs'
import { hostname } from 'node:os'

export type ProcessIdentity = {
  pid: number
  hostname: string
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22); null off Linux. */
  processStart: string | null
  /** The kernel's boot id: a lock from before a reboot names pids of another boot. Null off Linux. */
  bootId: string | null
}

/** Field 22 of /proc/<pid>/stat, or null when /proc is not there (macOS, Windows) or the pid is gone. */
export function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may itself contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
  } catch {
    return null
  }
}

export function currentBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null
  } catch {
    return null
  }
}

export function ownIdentity(): ProcessIdentity {
  return {
    pid: process.pid,
    hostname: hostname(),
    processStart: processStartOf(process.pid),
    bootId: currentBootId(),
  }
}

export type Liveness = 'alive' | 'dead' | 'unknown'

/**
 * 'dead' when the process is certainly gone (no such pid, another boot, or the pid now belongs to a process that
 * started at another time); 'unknown' when it runs on another host, where this machine cannot look.
 */
export function livenessOf(identity: ProcessIdentity): Liveness {
  if (identity.hostname !== hostname()) return 'unknown'
  const bootId = currentBootId()
  if (identity.bootId && bootId && identity.bootId !== bootId) return 'dead'
  try {
    process.kill(identity.pid, 0)
  } catch (error) {
    // EPERM: the pid exists but belongs to another user, so it is running.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'dead'
  }
  if (identity.processStart) {
    const now = processStartOf(identity.pid)
    if (now !== null && now !== identity.processStart) return 'dead'
  }
  return 'alive'
}
