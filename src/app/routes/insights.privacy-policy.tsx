import { createFileRoute, redirect } from '@tanstack/react-router'

/** /insights/privacy-policy: an alias kept for old links, to /privacy-policy (spec: route table). */
export const Route = createFileRoute('/insights/privacy-policy')({
  beforeLoad: () => {
    throw redirect({ to: '/privacy-policy', replace: true })
  },
})
