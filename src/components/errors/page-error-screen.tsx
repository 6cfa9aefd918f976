import { Box } from '@chakra-ui/react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { usePageMeta } from '@/hooks/use-page-meta'
import { isOfflineFailure } from '@/lib/offline-query'
import { useIsOnline } from '@/lib/online-state'
import { ErrorPanel } from './error-panel'
import { createErrorId, reportError, toError } from './error-info'
import { OfflineState } from './offline-state'

type Props = Pick<ErrorComponentProps, 'error'> & Partial<Pick<ErrorComponentProps, 'reset'>>

/**
 * Page-level error screen ('Page Error', Try Again, Go Home): the router's default error component. A page
 * that failed only because there is no network gets the offline state instead: it is not a bug to report.
 */
export function PageErrorScreen({ error, reset }: Props) {
  const online = useIsOnline()
  if (isOfflineFailure(error, online)) return <OfflinePageScreen reset={reset} />
  return <FailedPageScreen error={error} />
}

function OfflinePageScreen({ reset }: Pick<Props, 'reset'>) {
  const router = useRouter()
  usePageMeta({ title: "You're offline", noindex: true })
  const retry = useCallback(() => {
    reset?.()
    void router.invalidate()
  }, [reset, router])
  return (
    <Box py={{ base: '8', md: '16' }} px="4">
      <OfflineState onRetry={retry} />
    </Box>
  )
}

function FailedPageScreen({ error }: Pick<Props, 'error'>) {
  const [errorId] = useState(createErrorId)
  const err = useMemo(() => toError(error), [error])
  usePageMeta({ title: 'Page Error', noindex: true })
  useEffect(() => reportError('page', errorId, err), [errorId, err])
  return (
    <Box py={{ base: '8', md: '16' }} px="4">
      <ErrorPanel
        title="Page Error"
        description="Something went wrong loading this page."
        errorId={errorId}
        error={err}
        retryLabel="Try Again"
        showHome
      />
    </Box>
  )
}
