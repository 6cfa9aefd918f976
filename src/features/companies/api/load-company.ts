import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { ensureQueryDataOffline } from '@/lib/offline-query'
import { isNotFound } from '../lib/company-errors'
import { companyQueryOptions } from './get-company'

/**
 * For the routes: the company profile, from this device when offline. `fresh` (the edit and onboarding
 * pages, which start their forms from it) asks the server first when online, so a form never starts from a
 * stale copy; a network failure falls back to the saved one.
 */
export async function loadCompany(
  queryClient: QueryClient,
  idOrSlug: string,
  viewerId: string | null | undefined,
  { fresh = false }: { fresh?: boolean } = {},
) {
  const options = companyQueryOptions(idOrSlug, viewerId)
  if (fresh && onlineManager.isOnline()) {
    try {
      return await queryClient.fetchQuery({ ...options, staleTime: 0 })
    } catch (error) {
      if (queryClient.getQueryData(options.queryKey) === undefined) throw error
    }
  }
  return ensureQueryDataOffline(queryClient, options)
}

/**
 * For the owner pages that start a form from the company (/companies/create/{id}, /companies/edit/{id}): the
 * fresh profile; an unknown or hidden company is the router's not-found page.
 */
export async function loadCompanyForOwner(
  queryClient: QueryClient,
  id: string,
  viewerId: string | undefined,
) {
  try {
    await loadCompany(queryClient, id, viewerId, { fresh: true })
  } catch (error) {
    if (isNotFound(error)) throw notFound()
    throw error
  }
}
