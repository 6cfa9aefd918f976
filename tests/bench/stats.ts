// Percentiles of a bench's samples (nearest rank, the usual definition for latency reports).

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number
}

export type Latency = { p50: number; p95: number; p99: number; max: number; count: number }

export function latency(samples: readonly number[]): Latency {
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: samples.length === 0 ? Number.NaN : Math.max(...samples),
    count: samples.length,
  }
}

/** 12.3 ms */
export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`

/** The middle sample (the mean of the two middle ones for an even count): what the Lighthouse rows report. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
