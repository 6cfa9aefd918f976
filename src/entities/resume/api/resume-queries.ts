import { queryOptions } from '@tanstack/react-query'
import {
  MasterGroupsSchema,
  OwnedResumesSchema,
  PublicResumeListResponseSchema,
  ResumeSchema,
  ResumesWithOwnershipSchema,
  UserResumesResponseSchema,
} from '@/api/resumes/resume-record'
import { apiRequest } from '@/lib/api-client/api-client'
import { resumeKeys } from './resume-keys'

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {})

/** GET /api/Resume/public?page&limit: the resumes the caller may see, newest first. */
export const publicResumesQueryOptions = (page: number, limit: number, viewerId: string | null) =>
  queryOptions({
    queryKey: resumeKeys.publicList(page, limit, viewerId),
    queryFn: ({ signal }) =>
      apiRequest('/Resume/public', {
        query: { page, limit },
        schema: PublicResumeListResponseSchema,
        ...withSignal(signal),
      }),
  })

/** GET /api/Resume/{id or slug}: the full resume; 404 for a missing one and for one the caller may not see. */
export const resumeQueryOptions = (idOrSlug: string, viewerId: string | null) =>
  queryOptions({
    queryKey: resumeKeys.detail(idOrSlug, viewerId),
    queryFn: ({ signal }) =>
      apiRequest(`/Resume/${encodeURIComponent(idOrSlug)}`, { schema: ResumeSchema, ...withSignal(signal) }),
  })

/** GET /api/Resume/withOwnership: own, account-owned and tracked resumes. */
export const resumesWithOwnershipQueryOptions = (viewerId: string) =>
  queryOptions({
    queryKey: resumeKeys.withOwnership(viewerId),
    queryFn: ({ signal }) =>
      apiRequest('/Resume/withOwnership', { schema: ResumesWithOwnershipSchema, ...withSignal(signal) }),
  })

/** GET /api/Resume/masterGroups: the caller's resumes, each parentless one with its variations. */
export const masterGroupsQueryOptions = (viewerId: string) =>
  queryOptions({
    queryKey: resumeKeys.masterGroups(viewerId),
    queryFn: ({ signal }) =>
      apiRequest('/Resume/masterGroups', { schema: MasterGroupsSchema, ...withSignal(signal) }),
  })

/** GET /api/Resume/GetResumesOwnedbyAuthUser: every resume of the caller, in full. */
export const ownedResumesQueryOptions = (viewerId: string) =>
  queryOptions({
    queryKey: resumeKeys.owned(viewerId),
    queryFn: ({ signal }) =>
      apiRequest('/Resume/GetResumesOwnedbyAuthUser', { schema: OwnedResumesSchema, ...withSignal(signal) }),
  })

/** GET /api/Resume/user/{userId}: that user's resumes the caller may see. */
export const userResumesQueryOptions = (userId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: resumeKeys.ofUser(userId, viewerId),
    queryFn: ({ signal }) =>
      apiRequest(`/Resume/user/${encodeURIComponent(userId)}`, {
        schema: UserResumesResponseSchema,
        ...withSignal(signal),
      }),
  })
