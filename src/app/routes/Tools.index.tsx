import { createFileRoute, redirect } from '@tanstack/react-router'

/** /Tools → /tools, like the capitalised tool pages (seed 1 §2 aliases). */
export const Route = createFileRoute('/Tools/')({
  caseSensitive: true,
  beforeLoad: () => {
    throw redirect({ href: '/tools', replace: true })
  },
})
