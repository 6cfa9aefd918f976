import { Hono } from 'hono'
import {
  BlockedPeopleSchema,
  PERSON_FOLLOW_TEXTS,
  PersonFollowResultSchema,
  ProfileViewResultSchema,
  ProfileViewsSummarySchema,
} from '@/api/people/person-follows'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { requireViewer } from '../../core/viewer'
import { listMyBlocks } from './my-blocks'
import { followPerson, unfollowPerson } from './person-follows'
import { myProfileViews, recordProfileView } from './profile-views'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['People'], ...meta })
const ID = { id: 'The person’s id (uuid) or slug.' }
const HIDDEN = 'NOT_FOUND_ERROR: unknown, unverified, or hidden by a block.'

/**
 * /api/People follows, profile views and the caller's blocks (issue 15; decision 047), next to the people and
 * connection calls of people-routes.ts under the same prefix.
 */
export const personFollowRoutes = new Hono<AppEnv>()
  .get(
    '/me/blocked',
    describe({
      summary: 'The people the caller blocked, newest first',
      description: 'Only the caller’s own blocks; who blocked the caller is never told.',
      auth: 'verified',
      response: BlockedPeopleSchema,
    }),
    ...requireViewer({ verified: true }),
    async (c) => ok(c, await listMyBlocks(c.var.deps.db, c.var.viewer)),
  )
  .get(
    '/me/profile-views',
    describe({
      summary: 'The caller’s profile views in the last 30 days and their recent viewers',
      description:
        'One view per viewer per day. Recruiters and employers appear as “A recruiter at {company}”; nobody across a block appears.',
      auth: 'verified',
      response: ProfileViewsSummarySchema,
    }),
    ...requireViewer({ verified: true }),
    async (c) => ok(c, await myProfileViews(serviceContext(c), c.var.viewer)),
  )
  .post(
    '/:id/follow',
    describe({
      summary: 'Follow a person',
      description: 'Idempotent: following someone already followed is no error (offline replays).',
      auth: 'verified',
      params: ID,
      response: PersonFollowResultSchema,
      responses: { 403: 'AUTHORIZATION_ERROR: the caller themselves.', 404: HIDDEN },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await followPerson(serviceContext(c), c.var.viewer, c.req.param('id')),
        PERSON_FOLLOW_TEXTS.followed,
      ),
  )
  .delete(
    '/:id/follow',
    describe({
      summary: 'Unfollow a person',
      description: 'Idempotent, and it succeeds across a block or for a deleted account (offline replays).',
      auth: 'verified',
      params: ID,
      response: PersonFollowResultSchema,
      responses: { 404: 'NOT_FOUND_ERROR: an unknown slug.' },
    }),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(
        c,
        await unfollowPerson(serviceContext(c), c.var.viewer, c.req.param('id')),
        PERSON_FOLLOW_TEXTS.unfollowed,
      ),
  )
  .post(
    '/:id/view',
    describe({
      summary: 'Record that the caller opened this person’s profile',
      description:
        'Counted once per viewer per UTC day; the owner’s own visits are never counted (`counted: false`).',
      auth: 'verified',
      params: ID,
      response: ProfileViewResultSchema,
      responses: { 404: HIDDEN },
    }),
    ...requireViewer({ verified: true }),
    async (c) => ok(c, await recordProfileView(serviceContext(c), c.var.viewer, c.req.param('id'))),
  )
