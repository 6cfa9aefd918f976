import type * as v from 'valibot'
import type { ApiTag } from './tags'

/**
 * Who may call a route: 'none' (no token is read), 'optional' (a bearer token adds the caller's view),
 * 'required' (a live session, else 401) or 'verified' (also a confirmed email, else 400 ACCOUNT_UNVERIFIED).
 */
export type RouteAuth = 'none' | 'optional' | 'required' | 'verified'

/** Another answer of a route: a description, or a success envelope around `data` (health's 503). */
export type OtherResponse = string | { description: string; data: v.GenericSchema }

/** A file part of a multipart body. */
export type FilePart = { description: string; required: boolean; mediaTypes: readonly string[] }

/** What the reference says about one route, beside what its validators already tell. */
export type RouteMeta = {
  summary: string
  tags: readonly [ApiTag, ...ApiTag[]]
  /** Rules a schema cannot say, in a sentence or two (docs/api.md keeps the long form). */
  description?: string
  auth: RouteAuth
  /** The `data` of the success envelope. */
  response?: v.GenericSchema
  /** Status of the success answer (default 200). */
  status?: 200 | 201 | 202
  /** Answers worth naming besides the success and the generic errors: status → description. */
  responses?: Readonly<Record<number, OtherResponse>>
  /** Path parameters → their meaning (a parameter left out is still listed, as text). */
  params?: Readonly<Record<string, string>>
  /** The query schema of a route that validates its query itself instead of with validateQuery. */
  query?: v.GenericSchema
  /** A multipart/form-data body: its text fields (a valibot object schema) and its files. */
  multipart?: { fields?: v.GenericSchema; files: Readonly<Record<string, FilePart>> }
  /** An answer that is not the JSON envelope (a file, a page, the document itself). */
  raw?: { mediaType: string; description: string }
}
