import { Hono } from 'hono'
import { PublicSearchQuerySchema, PublicSearchResponseSchema } from '@/api/discovery/public-search'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { validateQuery } from '../../core/validate'
import { optionalViewer } from '../../core/viewer'
import { searchPublic } from './discovery-search'

/** Public reads: a stale token reads as signed out rather than failing the page. */
const publicViewer = optionalViewer({ invalidToken: 'anonymous' })

/** /api/Dashboard/search/* — discovery (seed 2 §7). */
export const discoveryRoutes = new Hono<AppEnv>().get(
  '/public',
  describeRoute({
    tags: ['Discovery'],
    summary: 'Search people, companies, resumes, jobs and media at once, with a count per category',
    description:
      '`search` (2+ characters) matches every word, accents and case ignored, and names by trigram similarity (typos); `didYouMean` suggests the closest name when nothing contains the search as typed. Each item is shown only if the caller may see it by its privacy (resumes: public, recruiter_only for recruiters, connections for accepted connections), never drafts, demo people, demo or placeholder-named companies; the counts follow the same rule. A filter a kind does not carry (experienceLevel on people) leaves that kind out. `searchRadius` (5, 10, 25, 50, 100 or remote) keeps items within that many miles of the location city or whose location contains its text; remote keeps remote items only (decision 046). Media items map skills = [type code], experienceLevel = url, location = owner id, company = resume id.',
    auth: 'optional',
    response: PublicSearchResponseSchema,
  }),
  validateQuery(PublicSearchQuerySchema),
  publicViewer,
  async (c) => ok(c, await searchPublic(serviceContext(c), c.var.viewer, c.req.valid('query'))),
)
