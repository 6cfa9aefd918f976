/** What the progress bar says about an upload: bytes, speed and time left, from recent samples. */
export type UploadSample = { at: number; bytes: number }

/** Samples older than this do not count for the speed: it follows the network as it is now. */
const WINDOW_MS = 8_000

export function addSample(samples: readonly UploadSample[], sample: UploadSample): UploadSample[] {
  return [...samples.filter((s) => sample.at - s.at <= WINDOW_MS), sample]
}

/** Bytes per second over the window, or null before two samples a moment apart. */
export function speedOf(samples: readonly UploadSample[]): number | null {
  const first = samples[0]
  const last = samples[samples.length - 1]
  if (!first || !last || last.at - first.at < 500) return null
  return Math.max(0, ((last.bytes - first.bytes) * 1000) / (last.at - first.at))
}

export function secondsLeft(bytesSent: number, bytesTotal: number, speed: number | null): number | null {
  if (!speed || speed <= 0) return null
  return Math.ceil((bytesTotal - bytesSent) / speed)
}

const MB = 1_000_000

/** 12.3 MB, 850 KB: sizes as a person reads them. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1000))} KB`
}

/** 1:05 — minutes and seconds. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
