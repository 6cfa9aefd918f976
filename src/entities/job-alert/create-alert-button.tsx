import { Button, type ButtonProps } from '@chakra-ui/react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { BellPlus } from 'lucide-react'
import { lazy, Suspense, useMemo, useState } from 'react'
import { JOB_ALERT_TEXTS } from '@/api/job-alerts/job-alert-messages'
import { toaster } from '@/components/ui/toaster'
import { alertQueryFromSearch, type JobSearchParams } from '@/entities/job-alert/alert-from-search'
import { useIsSignedIn } from '@/lib/session/use-session'

// The form is wanted only after a click: it stays out of /jobs' start-up (its fields and dialog are ~5 KB).
const loadDialog = () => import('./create-alert-dialog')
const CreateAlertDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreateAlertDialog })))

export const SIGN_IN_FOR_ALERTS = 'Please sign in to create job alerts'

type Props = {
  /** The /jobs page's current search params (search, location, skills, employmentType, … as in the URL). */
  search: JobSearchParams
} & Omit<ButtonProps, 'onClick' | 'children'>

/**
 * "Create alert" for the current /jobs search: saves it as a job alert that mails new matches (POST
 * /api/Job/alerts). Signed-out visitors are sent to sign in and back; a search without any criterion cannot
 * be saved (there would be nothing to match).
 */
export function CreateAlertButton({ search, ...buttonProps }: Props) {
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const here = useRouterState({ select: (s) => s.location.href })
  const query = useMemo(() => alertQueryFromSearch(search), [search])
  // Each opening is a fresh form (its name is the search's default again).
  const [opening, setOpening] = useState(0)
  const [open, setOpen] = useState(false)

  const start = () => {
    if (!signedIn) {
      toaster.create({ type: 'info', title: SIGN_IN_FOR_ALERTS })
      void navigate({ to: '/login', search: { redirect: here } })
      return
    }
    if (!query) return
    setOpening((n) => n + 1)
    setOpen(true)
  }

  const empty = signedIn && !query
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        {...buttonProps}
        onClick={start}
        onPointerEnter={signedIn ? () => void loadDialog() : undefined}
        disabled={empty || buttonProps.disabled}
        title={empty ? JOB_ALERT_TEXTS.emptyQuery : undefined}
      >
        <BellPlus aria-hidden /> Create alert
      </Button>
      {opening > 0 && query ? (
        <Suspense fallback={null}>
          <CreateAlertDialog key={opening} query={query} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
