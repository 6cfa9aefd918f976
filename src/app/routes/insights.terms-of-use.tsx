import { createFileRoute, redirect } from '@tanstack/react-router'

/** /insights/terms-of-use: an alias kept for old links, to /terms-of-service (spec: route table). */
export const Route = createFileRoute('/insights/terms-of-use')({
  beforeLoad: () => {
    throw redirect({ to: '/terms-of-service', replace: true })
  },
})
