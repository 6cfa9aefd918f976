import { JobMatchSchema, type JobMatchInput } from '@/api/ai-tools/match'
import { ValuePropositionSchema, type ValuePropositionInput } from '@/api/ai-tools/value-proposition'
import { apiRequest } from '@/lib/api-client/api-client'

/** The explained job-resume match, and the value proposition built from the same resume facts. */
export const analyzeJobMatch = (input: JobMatchInput) =>
  apiRequest('/JobMatch/analyze', { method: 'POST', body: input, schema: JobMatchSchema })

/** The match of one application, for the job's reviewers. */
export const fetchApplicationMatch = (applicationId: string, signal?: AbortSignal) =>
  apiRequest(`/JobMatch/application/${encodeURIComponent(applicationId)}`, {
    schema: JobMatchSchema,
    ...(signal ? { signal } : {}),
  })

export const generateValueProposition = (input: ValuePropositionInput) =>
  apiRequest('/ValueProposition/generate', { method: 'POST', body: input, schema: ValuePropositionSchema })
