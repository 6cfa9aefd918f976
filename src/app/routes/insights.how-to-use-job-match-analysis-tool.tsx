import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * An old link that redirects to the job-resume-match tool (spec: route table). The target route is built by a
 * later issue, so it is not in the typed route tree yet: redirect by href (still a client-side navigation)
 * until then.
 */
export const Route = createFileRoute('/insights/how-to-use-job-match-analysis-tool')({
  beforeLoad: () => {
    throw redirect({ href: '/tools/job-resume-match', replace: true })
  },
})
