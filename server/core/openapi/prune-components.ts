import type { JsonSchema } from './json-schema'
import type { OpenApiDocument } from './openapi-types'

const SCHEMA_REF = '#/components/schemas/'
const RESPONSE_REF = '#/components/responses/'

/** The names of every `$ref` to a component of one kind (`prefix`) anywhere in `value`. */
function refs(value: unknown, prefix: string, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) refs(item, prefix, found)
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(prefix)) {
        found.add(item.slice(prefix.length))
      } else {
        refs(item, prefix, found)
      }
    }
  }
  return found
}

const schemaRefs = (value: unknown) => refs(value, SCHEMA_REF)

/** `required: []` says nothing; the converter writes one for every object without required keys. */
function dropEmptyRequired(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) dropEmptyRequired(item)
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    if (Array.isArray(record.required) && record.required.length === 0) delete record.required
    for (const item of Object.values(record)) dropEmptyRequired(item)
  }
}

/**
 * Keeps the components the operations reach (directly or through other components): src/api exports more
 * shapes than the routes use, and the reference lists only the used ones.
 */
export function pruneComponents(document: OpenApiDocument): OpenApiDocument {
  const usedResponses = refs(document.paths, RESPONSE_REF)
  const responses = Object.fromEntries(
    Object.entries(document.components.responses).filter(([name]) => usedResponses.has(name)),
  )
  const all = document.components.schemas
  const keep = new Set<string>()
  const queue = [
    ...schemaRefs(document.paths),
    ...schemaRefs(responses),
    ...schemaRefs(document.components.parameters),
  ]
  while (queue.length > 0) {
    const name = queue.pop() as string
    if (keep.has(name) || !(name in all)) continue
    keep.add(name)
    queue.push(...schemaRefs(all[name]))
  }
  const schemas = Object.fromEntries(
    Object.keys(all)
      .filter((name) => keep.has(name))
      .sort()
      .map((name) => [name, all[name] as JsonSchema]),
  )
  const pruned = { ...document, components: { ...document.components, schemas, responses } }
  dropEmptyRequired(pruned.paths)
  dropEmptyRequired(pruned.components.schemas)
  return pruned
}
