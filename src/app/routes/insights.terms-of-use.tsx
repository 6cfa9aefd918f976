import { createFileRoute, redirect } from '@tanstack/react-router'

/** Alias kept for old links (seed 2 §2 route table). */
export const Route = createFileRoute('/insights/terms-of-use')({
  beforeLoad: () => {
    throw redirect({ to: '/terms-of-service', replace: true })
  },
})
