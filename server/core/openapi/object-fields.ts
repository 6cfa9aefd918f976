import { componentRef, type JsonSchema } from './json-schema'

/** The fields of an object schema: query parameters or the text parts of a form. */
export type ObjectFields = { properties: Record<string, JsonSchema>; required: string[]; strict: boolean }

/** A named object schema, through `$ref`s; anything else is a problem and reads as no fields. */
export function objectFields(
  schemas: Record<string, JsonSchema>,
  name: string,
  problems: string[],
): ObjectFields {
  let schema = schemas[name]
  for (let hops = 0; schema?.$ref && hops < 10; hops++) {
    schema = schemas[schema.$ref.slice(componentRef('').length)]
  }
  if (schema?.type !== 'object' || !schema.properties) {
    problems.push(`${name} is used as query or form fields but is not an object schema.`)
    return { properties: {}, required: [], strict: false }
  }
  return {
    properties: schema.properties as Record<string, JsonSchema>,
    required: schema.required ?? [],
    strict: schema.additionalProperties === false,
  }
}
