// Only server/env.ts reads process.env: it validates every setting once, and everything else gets the
// validated settings passed in. The test harness in server/test/ and test files may read what the test runner
// sets. Client and service-worker code read build-time settings through import.meta.env in src/config.

/** The violation when a file reads process.env without being allowed to, else null. */
export function processEnvViolation(file, source) {
  if (!/\bprocess\.env\b/.test(source)) return null
  if (file === 'server/env.ts' || file.startsWith('server/test/') || /\.test\.tsx?$/.test(file)) return null
  if (!file.startsWith('server/') && !file.startsWith('src/') && !file.startsWith('sw/')) return null
  return { file, specifier: 'process.env', rule: 'only server/env.ts reads process.env' }
}
