import * as v from 'valibot'
import { CompanySchema } from './company'

/**
 * Following companies (seed 2 §4). Paths: POST and DELETE /api/Companies/{id}/follow,
 * GET /{id}/following-status and GET /api/Companies/me/followed.
 */

export const FollowingStatusSchema = v.object({ isFollowing: v.boolean() })
export type FollowingStatus = v.InferOutput<typeof FollowingStatusSchema>

/** POST and DELETE /api/Companies/{id}/follow: the state after the call. */
export const FollowResultSchema = v.object({
  companyId: v.string(),
  isFollowing: v.boolean(),
  followersCount: v.number(),
})
export type FollowResult = v.InferOutput<typeof FollowResultSchema>

/** GET /api/Companies/me/followed: the companies the caller follows. */
export const FollowedCompaniesSchema = v.array(CompanySchema)
