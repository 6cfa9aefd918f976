import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * /resume/{id} → /resumes/{id}, keeping the optional #{mediaId}. /resumes/$id is built by a
 * later issue, so until it is in the typed route tree we redirect by href (still client-side).
 */
export const Route = createFileRoute('/resume/$id')({
  beforeLoad: ({ params, location }) => {
    const hash = location.hash ? `#${encodeURI(location.hash)}` : ''
    throw redirect({ href: `/resumes/${encodeURIComponent(params.id)}${hash}`, replace: true })
  },
})
