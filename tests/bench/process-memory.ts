// Resident memory of a server process, read from /proc (Linux): the bench samples it while the server works.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'

/** The parent pid and command name of every process, from /proc/<pid>/stat. */
function processTable(): Array<{ pid: number; ppid: number; comm: string }> {
  const table: Array<{ pid: number; ppid: number; comm: string }> = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split at the last ')'.
      const close = stat.lastIndexOf(')')
      const comm = stat.slice(stat.indexOf('(') + 1, close)
      const ppid = Number(stat.slice(close + 2).split(' ')[1])
      table.push({ pid: Number(name), ppid, comm })
    } catch {
      // gone between the listing and the read
    }
  }
  return table
}

/** Every process below `root`, with its command name. */
export function descendants(root: number): Array<{ pid: number; comm: string }> {
  const table = processTable()
  const found: Array<{ pid: number; comm: string }> = []
  let parents = new Set([root])
  while (parents.size > 0) {
    const children = table.filter((p) => parents.has(p.ppid))
    found.push(...children)
    parents = new Set(children.map((p) => p.pid))
  }
  return found
}

/**
 * The node process that runs the server: `tsx server/index.ts` starts node in a child process, which is where the
 * app lives (its own children, ffmpeg, are not node).
 */
export function serverNodePid(spawned: number): number {
  const nodes = [spawned, ...descendants(spawned).map((p) => p.pid)].filter(
    (pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node',
  )
  const table = processTable()
  // The innermost node: the one without a node child.
  const leaf = nodes.find((pid) => !table.some((p) => p.ppid === pid && nodes.includes(p.pid)))
  if (leaf === undefined) throw new Error(`no node process under pid ${spawned}`)
  return leaf
}

/** A field of /proc/<pid>/status in bytes (VmRSS, VmHWM: reported in kB). */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`no ${field} for pid ${pid}`)
  return Number(match[1]) * 1024
}

export type RssSampling = {
  /** Stops sampling; answers the peak of the samples and the kernel's high-water mark since the start. */
  stop: () => { peakBytes: number; samples: number; kernelPeakBytes: number | null }
}

/**
 * Samples VmRSS every `everyMs`. The kernel's own high-water mark (VmHWM) is reset first (clear_refs 5), so it
 * catches a peak between two samples too; null where the reset is not allowed.
 */
export function sampleRss(pid: number, everyMs = 100): RssSampling {
  let reset = true
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
  } catch {
    reset = false
  }
  let peakBytes = statusBytes(pid, 'VmRSS')
  let samples = 1
  const timer = setInterval(() => {
    try {
      peakBytes = Math.max(peakBytes, statusBytes(pid, 'VmRSS'))
      samples += 1
    } catch {
      // the process ended: the last samples stand
    }
  }, everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      peakBytes = Math.max(peakBytes, statusBytes(pid, 'VmRSS'))
      return { peakBytes, samples: samples + 1, kernelPeakBytes: reset ? statusBytes(pid, 'VmHWM') : null }
    },
  }
}

export const rssNow = (pid: number) => statusBytes(pid, 'VmRSS')
/** Megabytes as the targets say them (10^6 bytes). */
export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`
