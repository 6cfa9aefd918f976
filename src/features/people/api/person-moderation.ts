import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReportPersonInput } from '@/api/people/connection-inputs'
import { ConnectionResultSchema, ReportResultSchema } from '@/api/people/person-card'
import { PEOPLE_ROOT_KEY } from '@/entities/person/api/person-keys'
import { apiRequest } from '@/lib/api-client/api-client'

const path = (id: string, rest: string) => `/People/${encodeURIComponent(id)}${rest}`

/**
 * Block, unblock and report. Not offline writes: blocking changes what both people see at once and a report
 * wants the moderators' answer, so these need the network (the menu says so while offline).
 */
export function useBlockPerson(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (blocked: boolean) =>
      apiRequest(path(id, '/block'), { method: blocked ? 'POST' : 'DELETE', schema: ConnectionResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PEOPLE_ROOT_KEY, refetchType: 'none' }),
  })
}

export function useReportPerson(id: string) {
  return useMutation({
    mutationFn: (input: ReportPersonInput) =>
      apiRequest(path(id, '/report'), { method: 'POST', body: input, schema: ReportResultSchema }),
  })
}
