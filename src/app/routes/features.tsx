import { createFileRoute, redirect } from '@tanstack/react-router'

/** /features redirects to /pricing (spec: route table). */
export const Route = createFileRoute('/features')({
  beforeLoad: () => {
    throw redirect({ to: '/pricing', replace: true })
  },
})
