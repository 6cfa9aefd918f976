import { createFileRoute, redirect } from '@tanstack/react-router'

/** /terms: an alias kept for old links, to /terms-of-service (spec: route table). */
export const Route = createFileRoute('/terms')({
  beforeLoad: () => {
    throw redirect({ to: '/terms-of-service', replace: true })
  },
})
