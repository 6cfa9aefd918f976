import { Box } from '@chakra-ui/react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { usePageMeta } from '@/hooks/use-page-meta'
import { ErrorPanel } from './error-panel'
import { createErrorId, reportError, toError } from './error-info'

/** Page-level error screen: the router's default error component (seed 1 §2 Shell). */
export function PageErrorScreen({ error }: Pick<ErrorComponentProps, 'error'>) {
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
