import { createFileRoute, redirect } from '@tanstack/react-router'

/** /insights/terms-of-service: an alias kept for old links, to /terms-of-service (spec: route table). */
export const Route = createFileRoute('/insights/terms-of-service')({
  beforeLoad: () => {
    throw redirect({ to: '/terms-of-service', replace: true })
  },
})
