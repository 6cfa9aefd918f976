// Test code: test files, their fixtures and helpers, and the server's test harness.
import { withoutExtension } from './parse-imports.mjs'

/** A path (with or without its extension) that only tests load. */
export function isTestCode(file) {
  const bare = withoutExtension(file)
  return (
    /\.(?:test|fixture)$/.test(bare) ||
    /(?:^|[/-])test-support$/.test(bare) ||
    bare.startsWith('server/test/')
  )
}

/** Shipped code never imports test code: it would ship test data and tooling to users. */
export function testCodeRule(fromFile, target) {
  if (!target || isTestCode(fromFile) || !isTestCode(target)) return null
  return 'shipped code never imports test code (*.test, *.fixture, *test-support, server/test/)'
}
