import { queryOptions } from '@tanstack/react-query'
import {
  AccountExportSchema,
  DeleteAccountResultSchema,
  DeletionCheckSchema,
  type DeleteAccountInput,
} from '@/api/my-data'
import { apiRequest } from '@/lib/api-client/api-client'

export const deletionCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'deletion-check'],
    queryFn: ({ signal }) => apiRequest('/account/deletion-check', { schema: DeletionCheckSchema, signal }),
    staleTime: 0,
  })

/** GET /api/account/export, saved by the browser as reelhire-export-<date>.json. */
export async function downloadMyData(): Promise<void> {
  const data = await apiRequest('/account/export', { schema: AccountExportSchema })
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `reelhire-export-${data.exportedAt.slice(0, 10)}.json`
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export const deleteAccount = (input: DeleteAccountInput) =>
  apiRequest('/account/deleteaccount', { method: 'POST', body: input, schema: DeleteAccountResultSchema })
