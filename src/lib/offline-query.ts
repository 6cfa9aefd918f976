import {
  onlineManager,
  type DefaultError,
  type QueryClient,
  type QueryExecuteOptions,
  type QueryKey,
} from '@tanstack/react-query'
import { ErrorCode } from '@/api/errors'
import { ApiError } from '@/lib/api-client/api-error'

/** A page needs data that is neither cached nor reachable: the offline state is shown instead of an error. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError'
  constructor(
    message = "You're offline and this page isn't saved on this device yet.",
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

type OnlineState = Pick<typeof onlineManager, 'isOnline' | 'subscribe'>

const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && error.code === ErrorCode.NETWORK_ERROR

/**
 * Whether an error means "no network" rather than "something broke": an OfflineError, or a failed request
 * (no answer, timeout) while the app is offline. Such errors get the offline state, not the error screen.
 */
export function isOfflineFailure(error: unknown, online: boolean = onlineManager.isOnline()): boolean {
  return error instanceof OfflineError || (!online && isNetworkFailure(error))
}

/**
 * The loaders' `ensureQueryData` that never hangs offline (no network and no cache: the offline state):
 * - cached data (even stale, e.g. restored from the persisted cache) is returned at once; when online and
 *   stale it is refetched in the background;
 * - offline with nothing cached → OfflineError at once (a paused query would keep the loader waiting);
 * - otherwise it fetches; going offline meanwhile, or a network failure while offline, → OfflineError.
 */
export async function ensureQueryDataOffline<
  TQueryFnData,
  TError = DefaultError,
  TQueryKey extends QueryKey = QueryKey,
>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, TError, TQueryFnData, TQueryFnData, TQueryKey>,
  online: OnlineState = onlineManager,
): Promise<TQueryFnData> {
  const cached = queryClient.getQueryData<TQueryFnData>(options.queryKey)
  if (cached !== undefined) {
    // query() only fetches when the cached data is stale; a failure leaves the cached data in place.
    if (online.isOnline()) queryClient.query(options).catch(() => undefined)
    return cached
  }
  if (!online.isOnline()) throw new OfflineError()

  return new Promise<TQueryFnData>((resolve, reject) => {
    // Retries pause while offline; the loader gives up then (the fetch resumes by itself once back online).
    const unsubscribe = online.subscribe((isOnline) => {
      if (isOnline) return
      unsubscribe()
      reject(new OfflineError())
    })
    queryClient.query(options).then(
      (data) => {
        unsubscribe()
        resolve(data)
      },
      (error: unknown) => {
        unsubscribe()
        reject(
          isOfflineFailure(error, online.isOnline()) ? new OfflineError(undefined, { cause: error }) : error,
        )
      },
    )
  })
}
