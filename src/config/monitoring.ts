/** How much the client's logging, error reporting and performance monitoring keep and send. */

/** The logger keeps the last 100 entries. */
export const LOG_BUFFER_SIZE = 100
/** One error in 10 and one performance sample in 10 are sent. */
export const ERROR_SAMPLE_RATE = 0.1
export const PERFORMANCE_SAMPLE_RATE = 0.1
/** Memory use is sampled once a minute. */
export const MEMORY_MONITOR_INTERVAL_MS = 60_000
/** A web vital above its threshold counts as poor. */
export const WEB_VITAL_POOR_THRESHOLDS = { CLS: 0.1, FID: 100, FCP: 1800, LCP: 2500, TTFB: 800 } as const
/** The metrics buffer holds up to 1000 entries; past that it keeps only the newest 500. */
export const METRICS_BUFFER_MAX = 1000
export const METRICS_BUFFER_TRIM_TO = 500
