import { toJsonSchemaDefs, type JsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'

export type { JsonSchema }

/**
 * Valibot actions that JSON Schema cannot say and that never change the JSON type: normalisations (trim,
 * case) and custom checks. They are left out of the reference; their rules are in the error messages and
 * in docs/api.md.
 */
const IGNORED_ACTIONS = [
  'trim',
  'trim_start',
  'trim_end',
  'to_lower_case',
  'to_upper_case',
  'normalize',
  'check',
  'partial_check',
  'raw_check',
  'finite',
  'brand',
  'readonly',
]

export const componentRef = (name: string) => `#/components/schemas/${name}`

/**
 * Converts the named schemas to JSON Schema 2020-12 (the dialect of OpenAPI 3.1), each reference to another
 * named schema as `#/components/schemas/<name>`. The input side of every pipe is described — what goes on
 * the wire (a request body, a query value, the response the client parses), never what a transform makes
 * of it. Nothing throws: a schema or action the converter cannot express degrades to a looser schema and is
 * listed in `problems`, which the reference test requires to stay empty.
 */
export function convertSchemas(definitions: Record<string, v.GenericSchema>): {
  schemas: Record<string, JsonSchema>
  problems: string[]
} {
  const problems = new Set<string>()
  const schemas = toJsonSchemaDefs(definitions, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    ignoreActions: IGNORED_ACTIONS,
    overrideRef: ({ referenceId }) => componentRef(referenceId),
    overrideAction: ({ valibotAction, jsonSchema, errors }) => {
      // A pattern with flags (/i) would be stricter in JSON Schema than in valibot: leave it out.
      if (valibotAction.type === 'regex' && 'requirement' in valibotAction) {
        const regex = valibotAction.requirement as RegExp
        if (regex.flags && jsonSchema.pattern === regex.source) {
          const { pattern: _dropped, ...rest } = jsonSchema
          return rest
        }
      }
      for (const message of errors ?? []) problems.add(message)
      return undefined
    },
    overrideSchema: ({ errors }) => {
      for (const message of errors ?? []) problems.add(message)
      return undefined
    },
  })
  return { schemas: schemas as Record<string, JsonSchema>, problems: [...problems] }
}
