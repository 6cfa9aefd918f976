import { Hono } from 'hono'
import {
  PoolPersonStatusSchema,
  TalentPoolDeleteResultSchema,
  TalentPoolDetailSchema,
  TalentPoolListSchema,
  TalentPoolMemberResultSchema,
  TalentPoolMemberSchema,
  TalentPoolSummarySchema,
  WatchedCandidatesSchema,
  WatchResultSchema,
} from '@/api/talent-pools/talent-pool'
import { TALENT_POOL_TEXTS } from '@/api/talent-pools/talent-pool-fields'
import {
  TalentPoolAddMemberInputSchema,
  TalentPoolCreateInputSchema,
  TalentPoolListQuerySchema,
  TalentPoolMoveInputSchema,
  TalentPoolNoteInputSchema,
  TalentPoolUpdateInputSchema,
  WatchedQuerySchema,
} from '@/api/talent-pools/talent-pool-inputs'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson, validateQuery } from '../../core/validate'
import { requireViewer } from '../../core/viewer'
import { unwatchCandidate, watchCandidate, watchedCandidates } from './candidate-watches'
import { exportPoolCsv } from './talent-pool-csv'
import { addMember, addNote, moveMember, personStatus, removeMember } from './talent-pool-members'
import { createPool, deletePool, getPool, listPools, updatePool } from './talent-pools'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['Talent pools'], ...meta })
const POOL = { id: 'The talent pool id.' }
const MEMBER = { ...POOL, memberId: 'The member id (one person in this pool).' }
const PERSON = { userId: 'The person’s id or slug.' }
const NOT_FOUND =
  'NOT_FOUND_ERROR: no such pool among the accounts the caller hires in (another account’s pool is answered the same).'
const MEMBER_NOT_FOUND = `${NOT_FOUND} Or no such member in it.`
const HIDDEN_PERSON = 'NOT_FOUND_ERROR: unknown, unverified, or hidden by a block.'

/**
 * /api/TalentPool/* (issue 15; the spec names no calls, so they follow its style: a resource in PascalCase,
 * POST watch/unwatch like /api/Resume/watch/{id}). Every pool call is scoped by canOnTalentPool; reads need a
 * session, writes a verified address. Static paths come before /:id.
 */
export const talentPoolsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describe({
      summary: 'The talent pools of the accounts the caller hires in',
      description:
        'Every account where the caller is the owner, an employer or a recruiter (and hires by their own role ' +
        'too); accountId narrows to one. Counts per stage count only the people the caller may see.',
      auth: 'required',
      response: TalentPoolListSchema,
    }),
    ...requireViewer(),
    validateQuery(TalentPoolListQuerySchema),
    async (c) => ok(c, await listPools(c.var.deps.db, c.var.viewer, c.req.valid('query').accountId)),
  )
  .post(
    '/',
    describe({
      summary: 'Create a talent pool',
      description:
        'In accountId, or the caller’s current account. Names are unique within an account, case aside.',
      auth: 'verified',
      status: 201,
      response: TalentPoolSummarySchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: the caller does not hire in that account.',
        409: 'CONFLICT_ERROR: the name is taken in the account, or the account has the most pools allowed.',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(TalentPoolCreateInputSchema),
    async (c) =>
      ok(
        c,
        await createPool(serviceContext(c), c.var.viewer, c.req.valid('json')),
        TALENT_POOL_TEXTS.created,
        201,
      ),
  )
  .get(
    '/watched',
    describe({
      summary: 'The candidates the caller tracks, latest first',
      auth: 'required',
      response: WatchedCandidatesSchema,
    }),
    ...requireViewer(),
    validateQuery(WatchedQuerySchema),
    async (c) => ok(c, await watchedCandidates(c.var.deps.db, c.var.viewer, c.req.valid('query'))),
  )
  .post(
    '/watch/:userId',
    describe({
      summary: 'Track a candidate',
      description: 'For recruiters, employers and admins; tracking twice is no error.',
      auth: 'verified',
      params: PERSON,
      response: WatchResultSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: the caller may not track (not hiring, or themselves).',
        404: HIDDEN_PERSON,
      },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await watchCandidate(serviceContext(c), c.var.viewer, c.req.param('userId')),
        TALENT_POOL_TEXTS.tracked,
      ),
  )
  .post(
    '/unwatch/:userId',
    describe({
      summary: 'Stop tracking a candidate',
      description: 'Untracking someone not tracked is no error.',
      auth: 'verified',
      params: PERSON,
      response: WatchResultSchema,
      responses: { 404: HIDDEN_PERSON },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await unwatchCandidate(c.var.deps.db, c.var.viewer, c.req.param('userId')),
        TALENT_POOL_TEXTS.untracked,
      ),
  )
  .get(
    '/person/:userId',
    describe({
      summary: 'Whether the caller tracks a person and which of their pools hold them',
      auth: 'required',
      params: { userId: 'The person’s id.' },
      response: PoolPersonStatusSchema,
      responses: { 404: HIDDEN_PERSON },
    }),
    ...requireViewer(),
    async (c) => ok(c, await personStatus(c.var.deps.db, c.var.viewer, c.req.param('userId'))),
  )
  .get(
    '/:id',
    describe({
      summary: 'A talent pool with its members and their notes',
      auth: 'required',
      params: POOL,
      response: TalentPoolDetailSchema,
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', TALENT_POOL_TEXTS.notFound),
    ...requireViewer(),
    async (c) => ok(c, await getPool(c.var.deps.db, c.var.viewer, c.req.param('id'))),
  )
  .put(
    '/:id',
    describe({
      summary: 'Rename or describe a talent pool',
      auth: 'verified',
      params: POOL,
      response: TalentPoolSummarySchema,
      responses: { 404: NOT_FOUND, 409: 'CONFLICT_ERROR: another pool of the account has that name.' },
    }),
    uuidParam('id', TALENT_POOL_TEXTS.notFound),
    ...requireViewer({ verified: true }),
    validateJson(TalentPoolUpdateInputSchema),
    async (c) =>
      ok(
        c,
        await updatePool(serviceContext(c), c.var.viewer, c.req.param('id'), c.req.valid('json')),
        TALENT_POOL_TEXTS.updated,
      ),
  )
  .delete(
    '/:id',
    describe({
      summary: 'Delete a talent pool with its members and notes',
      auth: 'verified',
      params: POOL,
      response: TalentPoolDeleteResultSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: only the account’s owner or the pool’s creator deletes it.',
        404: NOT_FOUND,
      },
    }),
    uuidParam('id', TALENT_POOL_TEXTS.notFound),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(c, await deletePool(c.var.deps.db, c.var.viewer, c.req.param('id')), TALENT_POOL_TEXTS.deleted),
  )
  .get(
    '/:id/export',
    describe({
      summary: 'The pool as a CSV file',
      description:
        'One row per member the caller may see: name, headline, location, stage, dates, profile link, notes.',
      auth: 'required',
      params: POOL,
      raw: {
        mediaType: 'text/csv',
        description: 'The CSV (UTF-8 with a byte order mark), as an attachment.',
      },
      responses: { 404: NOT_FOUND },
    }),
    uuidParam('id', TALENT_POOL_TEXTS.notFound),
    ...requireViewer(),
    async (c) => {
      const file = await exportPoolCsv(
        c.var.deps.db,
        c.var.viewer,
        c.req.param('id'),
        c.var.deps.env.PUBLIC_URL,
      )
      return c.body(file.body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
    },
  )
  .post(
    '/:id/members',
    describe({
      summary: 'Add a person or a resume’s owner to a talent pool',
      description:
        'Exactly one of userId and resumeId; stage defaults to sourced; an optional first note. Someone already ' +
        'in the pool is answered unchanged with created false (200).',
      auth: 'verified',
      status: 201,
      params: POOL,
      response: TalentPoolMemberResultSchema,
      responses: {
        404: `${NOT_FOUND} Or the person or resume is unknown or hidden from the caller.`,
        409: 'CONFLICT_ERROR: the pool holds the most members allowed.',
      },
    }),
    uuidParam('id', TALENT_POOL_TEXTS.notFound),
    ...requireViewer({ verified: true }),
    validateJson(TalentPoolAddMemberInputSchema),
    async (c) => {
      const member = await addMember(serviceContext(c), c.var.viewer, c.req.param('id'), c.req.valid('json'))
      return member.created
        ? ok(c, member, TALENT_POOL_TEXTS.memberAdded, 201)
        : ok(c, member, TALENT_POOL_TEXTS.memberAlreadyIn)
    },
  )
  .put(
    '/:id/members/:memberId',
    describe({
      summary: 'Move a member to another stage',
      auth: 'verified',
      params: MEMBER,
      response: TalentPoolMemberSchema,
      responses: { 404: MEMBER_NOT_FOUND },
    }),
    uuidParam('id', TALENT_POOL_TEXTS.notFound),
    uuidParam('memberId', TALENT_POOL_TEXTS.memberNotFound),
    ...requireViewer({ verified: true }),
    validateJson(TalentPoolMoveInputSchema),
    async (c) =>
      ok(
        c,
        await moveMember(
          serviceContext(c),
          c.var.viewer,
          c.req.param('id'),
          c.req.param('memberId'),
          c.req.valid('json').stage,
        ),
        TALENT_POOL_TEXTS.memberMoved,
      ),
  )
  .delete(
    '/:id/members/:memberId',
    describe({
      summary: 'Remove a member from a talent pool',
      auth: 'verified',
      params: MEMBER,
      response: TalentPoolDeleteResultSchema,
      responses: { 404: MEMBER_NOT_FOUND },
    }),
    uuidParam('id', TALENT_POOL_TEXTS.notFound),
    uuidParam('memberId', TALENT_POOL_TEXTS.memberNotFound),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await removeMember(c.var.deps.db, c.var.viewer, c.req.param('id'), c.req.param('memberId')),
        TALENT_POOL_TEXTS.memberRemoved,
      ),
  )
  .post(
    '/:id/members/:memberId/notes',
    describe({
      summary: 'Add a note on a member',
      auth: 'verified',
      status: 201,
      params: MEMBER,
      response: TalentPoolMemberSchema,
      responses: { 404: MEMBER_NOT_FOUND, 409: 'CONFLICT_ERROR: the member has the most notes allowed.' },
    }),
    uuidParam('id', TALENT_POOL_TEXTS.notFound),
    uuidParam('memberId', TALENT_POOL_TEXTS.memberNotFound),
    ...requireViewer({ verified: true }),
    validateJson(TalentPoolNoteInputSchema),
    async (c) =>
      ok(
        c,
        await addNote(
          serviceContext(c),
          c.var.viewer,
          c.req.param('id'),
          c.req.param('memberId'),
          c.req.valid('json').text,
        ),
        TALENT_POOL_TEXTS.noteAdded,
        201,
      ),
  )
