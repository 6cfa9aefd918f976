// Which folder may import which, kept apart from the file walking (check-boundaries.mjs) so each can
// be unit-tested. One file per rule family, each stating its rules in words:
// - boundaries/client-rules.mjs: src/ is layered app → features → entities → shared → api; features never
//   import each other; shared infrastructure never imports the UI; src/api imports nothing of ours.
// - boundaries/service-worker-rules.mjs: sw/ imports only src/api, the outbox, the page-snapshot store and
//   workbox-*, valibot, idb-keyval.
// - boundaries/server-rules.mjs: routes → services → db; core below modules and the http pipeline; a module's
//   routes mounted only by server/app.ts; db, mail and seed each with their own short list.
// - boundaries/test-code.mjs: shipped code never imports test code.
// - boundaries/process-env.mjs: only server/env.ts reads process.env.
// - boundaries/import-cycles.mjs: no import cycles.
import { clientRule } from './boundaries/client-rules.mjs'
import { importsOf, resolveSpecifier } from './boundaries/parse-imports.mjs'
import { serverRule } from './boundaries/server-rules.mjs'
import { serviceWorkerRule } from './boundaries/service-worker-rules.mjs'
import { testCodeRule } from './boundaries/test-code.mjs'

/** Every import in one file that breaks a rule: `{ file, specifier, rule }`, the rule in words. */
export function findViolations(file, source) {
  const out = []
  for (const { specifier, typeOnly } of importsOf(source)) {
    const target = resolveSpecifier(file, specifier)
    const rule =
      testCodeRule(file, target) ??
      clientRule(file, target) ??
      serviceWorkerRule(file, target, specifier) ??
      serverRule(file, target, typeOnly)
    if (rule) out.push({ file, specifier, rule })
  }
  return out
}
