import type * as v from 'valibot'

export type FieldErrors<K extends string> = Partial<Record<K, string>>

/** The first message per top-level field of a failed valibot parse, for showing under each input. */
export function fieldErrors<K extends string>(issues: readonly v.BaseIssue<unknown>[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && errors[key as K] === undefined) errors[key as K] = issue.message
  }
  return errors
}
