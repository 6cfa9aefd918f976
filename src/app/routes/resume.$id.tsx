import { createFileRoute, redirect } from '@tanstack/react-router'

/** /resume/{id} → /resumes/{id} (seed 1 §2 aliases), keeping the optional #{mediaId}. */
export const Route = createFileRoute('/resume/$id')({
  beforeLoad: ({ params, location }) => {
    throw redirect({
      to: '/resumes/$id',
      params: { id: params.id },
      ...(location.hash ? { hash: location.hash } : {}),
      replace: true,
    })
  },
})
