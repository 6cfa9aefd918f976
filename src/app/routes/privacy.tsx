import { createFileRoute, redirect } from '@tanstack/react-router'

/** /privacy: an alias kept for old links, to /privacy-policy (spec: route table). */
export const Route = createFileRoute('/privacy')({
  beforeLoad: () => {
    throw redirect({ to: '/privacy-policy', replace: true })
  },
})
