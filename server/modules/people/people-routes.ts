import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { CONNECTION_TEXTS, PeopleQuerySchema, ReportPersonInputSchema } from '@/api/people/connection-inputs'
import {
  ConnectionResultSchema,
  PersonListResponseSchema,
  PersonProfileSchema,
  ReportResultSchema,
} from '@/api/people/person-card'
import { UserResumesResponseSchema } from '@/api/resumes/resume-record'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { rateLimit } from '../../core/rate-limit'
import type { RateLimitRule } from '../../core/rate-limit-store'
import { serviceContext } from '../../core/service-context'
import { validateJson, validateQuery } from '../../core/validate'
import { optionalViewer, requireViewer, type SignedInEnv } from '../../core/viewer'
import { changeConnection, type ConnectionAction } from './connection-transitions'
import { blockPerson, reportPerson, unblockPerson } from './person-blocks'
import { listPeople } from './people-list'
import { getPerson, getPersonResumes } from './person-read'

/** Connection requests per user per day: enough for real networking, too few for spraying everyone. */
export const CONNECTION_REQUEST_RATE_LIMIT: RateLimitRule = { limit: 50, windowMs: 24 * 60 * 60_000 }
/** Reports per user per day. */
export const REPORT_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 24 * 60 * 60_000 }

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['People'], ...meta })
const ID = { id: 'The person’s id (uuid) or slug.' }
const HIDDEN = 'NOT_FOUND_ERROR: unknown, unverified, or hidden by a block.'
/** Public reads: a stale token reads as signed out rather than failing the page. */
const publicViewer = optionalViewer({ invalidToken: 'anonymous' })

const connectLimit = rateLimit('connection-request', { per: 'user', rule: CONNECTION_REQUEST_RATE_LIMIT })
const passThrough: MiddlewareHandler = (_c, next) => next()

const SUMMARIES: Record<ConnectionAction, string> = {
  connect: 'Send a connection request (accepts theirs if they already asked)',
  withdraw: 'Withdraw the caller’s pending request',
  accept: 'Accept their pending request',
  reject: 'Decline their pending request',
  remove: 'Remove an accepted connection',
}

function responsesOf(action: ConnectionAction): Record<number, string> {
  const responses: Record<number, string> = {
    403: 'AUTHORIZATION_ERROR: the caller themselves.',
    404: HIDDEN,
    409: 'CONFLICT_ERROR: the current state does not offer this action.',
  }
  if (action === 'connect') responses[429] = 'RATE_LIMIT_EXCEEDED: too many requests today.'
  return responses
}

/** One connection call: verified caller, the state machine of connection-transitions.ts. */
function connectionRoute(action: ConnectionAction) {
  return [
    describe({
      summary: SUMMARIES[action],
      description:
        'Answers the state the call leads to. Repeating a call whose result already holds is no error (offline replays).',
      auth: 'verified',
      params: ID,
      response: ConnectionResultSchema,
      responses: responsesOf(action),
    }),
    ...requireViewer({ verified: true }),
    // Only requests are counted (after sign-in, per user); answering and undoing are never limited.
    action === 'connect' ? connectLimit : passThrough,
    async (c: Context<SignedInEnv>) => {
      const outcome = await changeConnection(serviceContext(c), c.var.viewer, c.req.param('id') ?? '', action)
      return ok(c, outcome.result, outcome.message)
    },
  ] as const
}

/**
 * /api/People/* (issue 15; the spec leaves the people calls open): the people list and search, a person's
 * card and resumes, and the connection calls. `/api/Users/{id}` keeps answering the public profile.
 */
export const peopleRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describe({
      summary: 'People, by name, with the caller’s connection state',
      description:
        '`search` (2+ characters) matches names and headlines, accents and case ignored; `connection` keeps the caller’s requests received or sent, or their connections. Demo people and anyone across a block are never listed.',
      auth: 'optional',
      response: PersonListResponseSchema,
    }),
    validateQuery(PeopleQuerySchema),
    publicViewer,
    async (c) => ok(c, await listPeople(c.var.deps.db, c.var.viewer, c.req.valid('query'))),
  )
  .get(
    '/:id',
    describe({
      summary: 'A person by id or slug: the card with the caller’s state, and the public profile fields',
      auth: 'optional',
      params: ID,
      response: PersonProfileSchema,
      responses: { 404: HIDDEN },
    }),
    publicViewer,
    async (c) => ok(c, await getPerson(c.var.deps.db, c.var.viewer, c.req.param('id'), c.var.deps.now())),
  )
  .get(
    '/:id/resumes',
    describe({
      summary: 'The person’s resumes the caller may open',
      description:
        'Each resume by its privacy: public for everyone, recruiter_only for recruiters, connections for accepted connections.',
      auth: 'optional',
      params: ID,
      response: UserResumesResponseSchema,
      responses: { 404: HIDDEN },
    }),
    publicViewer,
    async (c) => ok(c, await getPersonResumes(c.var.deps.db, c.var.viewer, c.req.param('id'))),
  )
  .post('/:id/connect', ...connectionRoute('connect'))
  .post('/:id/withdraw', ...connectionRoute('withdraw'))
  .post('/:id/accept', ...connectionRoute('accept'))
  .post('/:id/reject', ...connectionRoute('reject'))
  .post('/:id/remove', ...connectionRoute('remove'))
  .post(
    '/:id/block',
    describe({
      summary: 'Block a person: any connection or request goes, and each is hidden from the other',
      auth: 'verified',
      params: ID,
      response: ConnectionResultSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: the caller themselves.', 404: 'NOT_FOUND_ERROR: unknown.' },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(c, await blockPerson(serviceContext(c), c.var.viewer, c.req.param('id')), CONNECTION_TEXTS.blocked),
  )
  .delete(
    '/:id/block',
    describe({
      summary: 'Lift the caller’s block',
      auth: 'verified',
      params: ID,
      response: ConnectionResultSchema,
      responses: { 404: HIDDEN },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await unblockPerson(serviceContext(c), c.var.viewer, c.req.param('id')),
        CONNECTION_TEXTS.unblocked,
      ),
  )
  .post(
    '/:id/report',
    describe({
      summary: 'Report a person to the moderators',
      auth: 'verified',
      params: ID,
      response: ReportResultSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: the caller themselves.',
        404: HIDDEN,
        429: 'RATE_LIMIT_EXCEEDED: too many reports today.',
      },
    }),
    ...requireViewer({ verified: true }),
    rateLimit('person-report', { per: 'user', rule: REPORT_RATE_LIMIT }),
    validateJson(ReportPersonInputSchema),
    async (c) =>
      ok(
        c,
        await reportPerson(serviceContext(c), c.var.viewer, c.req.param('id'), c.req.valid('json')),
        CONNECTION_TEXTS.reported,
      ),
  )
