import { Center, Spinner, Text, VStack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { currentUserQueryOptions } from '@/entities/user/current-user'
import { useSession } from '@/lib/session/use-session'

export function GateSpinner({ label = 'Loading your account…' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="indigo.solid" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  )
}

/**
 * Navigates once. <Navigate> re-fires whenever its props object changes, and while the navigation is
 * pending the router already reports the new location — which would nest redirect=/login?redirect=… forever.
 */
function RedirectOnce({ to, from }: { to: '/login' | '/verify-email'; from: string }) {
  const navigate = useNavigate()
  const [redirect] = useState(from)
  const done = useRef(false)
  useLayoutEffect(() => {
    if (done.current) return
    done.current = true
    void navigate({ to, search: { redirect }, replace: true })
  }, [navigate, to, redirect])
  return <GateSpinner />
}

/**
 * Protected routes: a spinner while the session is being established, /login?redirect=… when
 * signed out, /verify-email?redirect=… when isEmailVerified is explicitly false, otherwise the page.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  // The settled location: the one this page was rendered for, not a navigation still in flight.
  const here = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).href })
  const token = useSession((s) => s.token)
  const user = useSession((s) => s.user)
  const restoring = useSession((s) => s.restoring)
  // A user stored by the login answer alone has no verification flag yet: ask the server before deciding.
  const unknown = token !== null && user !== null && user.isEmailVerified === undefined
  const me = useQuery({ ...currentUserQueryOptions(), enabled: unknown })

  if (restoring || (unknown && me.isPending)) return <GateSpinner />
  if (!token || !user) return <RedirectOnce to="/login" from={here} />
  if (user.isEmailVerified === false) return <RedirectOnce to="/verify-email" from={here} />
  return <>{children}</>
}
