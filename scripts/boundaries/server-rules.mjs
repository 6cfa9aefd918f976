// What code under server/ may import. The server runs routes → services → db:
// - server/ imports src/api (the contract) and nothing else of src/.
// - A module's `*-routes.ts` is mounted only by server/app.ts (tests may import it too): no other code, and
//   no other module, imports a module's routes; a module uses another module only through its services.
// - A `*-routes.ts` reaches the database only through services (a type from the schema is fine).
// - server/core is shared by every module, so it sits below them and below the http pipeline: it imports
//   only server/core, server/db and server/mail.
// - server/modules/<domain> imports other modules (their services), server/core, server/db and server/mail,
//   never the pipeline in server/http, which server/app.ts wires around the routes.
// - server/db (schema, client, migrations) imports only server/db; server/mail only server/mail and server/db.
// - server/seed imports modules (their services), server/core and server/db.
// - core, modules, db, mail and seed take settings and the logger from whoever calls them (the service context):
//   they import server/env.ts and server/logger.ts for their types only. Only the entry points
//   (server/index.ts, server/app.ts, server/cli/) load the settings and build the logger.
// Tests and test helpers set up whatever they need, so only the routes rule binds them.
import { withoutExtension } from './parse-imports.mjs'
import { isTestCode } from './test-code.mjs'

const TYPES_ONLY = ['server/env', 'server/logger']

const LAYERS = [
  { folder: 'server/core/', imports: ['server/core/', 'server/db/', 'server/mail/'] },
  { folder: 'server/modules/', imports: ['server/modules/', 'server/core/', 'server/db/', 'server/mail/'] },
  { folder: 'server/db/', imports: ['server/db/'] },
  { folder: 'server/mail/', imports: ['server/mail/', 'server/db/'] },
  { folder: 'server/seed/', imports: ['server/seed/', 'server/modules/', 'server/core/', 'server/db/'] },
]

// One exception: the resume PDF templates are drawn by the server's export and by the browser's download and
// live preview, from one definition, so server/modules/resumes/pdf/ may import src/entities/resume/templates/
// (which itself imports only src/api: a client rule).
export const SERVER_SHARED_TEMPLATES = 'src/entities/resume/templates/'
const isSharedPdfTemplate = (fromFile, target) =>
  fromFile.startsWith('server/modules/resumes/pdf/') && target.startsWith(SERVER_SHARED_TEMPLATES)

// Likewise an uploaded document is read (src/lib/document-text) and a resume parsed
// (src/entities/resume/parse) by the same code in the page, on the device, and on the server; both folders
// import only src/api and themselves (client rules).
export const SERVER_SHARED_DOCUMENT_TEXT = 'src/lib/document-text/'
export const SERVER_SHARED_RESUME_PARSE = 'src/entities/resume/parse/'
const isSharedReader = (fromFile, target) =>
  (target.startsWith(SERVER_SHARED_DOCUMENT_TEXT) &&
    (fromFile.startsWith('server/core/') || fromFile.startsWith('server/modules/'))) ||
  (target.startsWith(SERVER_SHARED_RESUME_PARSE) && fromFile.startsWith('server/modules/resumes/'))

// And the built-in AI engine (src/lib/ai-engine) scores, matches and explains in the page (offline) and on the
// server from one definition; it imports only src/api and itself (a client rule).
export const SERVER_SHARED_AI_ENGINE = 'src/lib/ai-engine/'
const isSharedAiEngine = (fromFile, target) =>
  target.startsWith(SERVER_SHARED_AI_ENGINE) && fromFile.startsWith('server/modules/')

const isRoutesFile = (file) => /^server\/modules\/[^/]+\/[^/]+-routes$/.test(withoutExtension(file))

const listed = (folders) => folders.map((f) => f.slice(0, -1)).join(', ')

/**
 * The rule one import from server/ breaks, or null when it is allowed. `target` is null for a package;
 * `typeOnly` is true for `import type`, which the build erases.
 */
export function serverRule(fromFile, target, typeOnly) {
  if (!fromFile.startsWith('server/') || !target) return null
  if (
    target.startsWith('src/') &&
    !target.startsWith('src/api/') &&
    !isSharedPdfTemplate(fromFile, target) &&
    !isSharedReader(fromFile, target) &&
    !isSharedAiEngine(fromFile, target)
  )
    return 'server/ imports only src/api from src/'
  if (isRoutesFile(target) && fromFile !== 'server/app.ts' && !isTestCode(fromFile))
    return "a module's *-routes.ts is mounted only by server/app.ts; other code uses the module's services"
  if (isTestCode(fromFile) || !target.startsWith('server/')) return null
  if (isRoutesFile(fromFile) && target.startsWith('server/db/') && !typeOnly)
    return 'server routes reach the database only through services'
  const layer = LAYERS.find((l) => fromFile.startsWith(l.folder))
  if (!layer) return null
  const name = layer.folder.slice(0, -1)
  if (TYPES_ONLY.includes(withoutExtension(target)))
    return typeOnly ? null : `${name} imports server/env.ts and server/logger.ts for their types only`
  if (!layer.imports.some((folder) => target.startsWith(folder)))
    return `${name} imports only ${listed(layer.imports)} (and types from server/env.ts, server/logger.ts)`
  return null
}
