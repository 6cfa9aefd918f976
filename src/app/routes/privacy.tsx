import { createFileRoute, redirect } from '@tanstack/react-router'

/** Alias kept for old links (seed 2 §2 route table). */
export const Route = createFileRoute('/privacy')({
  beforeLoad: () => {
    throw redirect({ to: '/privacy-policy', replace: true })
  },
})
