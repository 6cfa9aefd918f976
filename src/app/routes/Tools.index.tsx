import { createFileRoute, redirect } from '@tanstack/react-router'

/** /Tools → /tools, like the capitalised tool pages (capitalised /Tools/... is an alias of /tools/...). */
export const Route = createFileRoute('/Tools/')({
  caseSensitive: true,
  beforeLoad: () => {
    throw redirect({ href: '/tools', replace: true })
  },
})
