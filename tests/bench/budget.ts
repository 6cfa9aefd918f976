// Performance budgets the bench reports against (set by issues 2, 4 and 5 "Benchmarks"); initial JS in KB.
export const INITIAL_JS_BUDGET_KB = 150

/** Issue 4: repeat visit offline, navigation start → shell painted (first contentful paint), p95. */
export const OFFLINE_SHELL_TARGET_MS = 300
/** Issue 4: repeat visit offline, navigation start → the cached listing in the DOM, p95. */
export const OFFLINE_LISTING_TARGET_MS = 500

/** Issue 5: GET /api/Job with a text query and two filters over 100k jobs, p95 on PGlite. */
export const SEARCH_P95_PGLITE_TARGET_MS = 50
/** Issue 5: the same on PostgreSQL. */
export const SEARCH_P95_POSTGRES_TARGET_MS = 20
/** Issue 5: public job listing reads at 50 connections on PostgreSQL. */
export const JOB_LISTING_TARGET_RPS = 1_000

/** `target ≤ 300 ms: met` / `…: MISSED`, the verdict every bench row ends with. */
export const verdict = (met: boolean, target: string) => `target ${target}: ${met ? 'met' : 'MISSED'}`

/** Issue 13: Lighthouse mobile performance score (simulated throttling), median, on every public page measured. */
export const STARTUP_PERFORMANCE_TARGET = 0.9
/** Issue 13: Total Blocking Time, median. */
export const STARTUP_TBT_TARGET_MS = 300
/** Issue 13: ReelHire's TBT at most this many times the floor app's, measured in the same run. */
export const STARTUP_TBT_FLOOR_RATIO_TARGET = 1.5
/** Issue 13: Largest Contentful Paint, median. */
export const STARTUP_LCP_TARGET_MS = 1_800
