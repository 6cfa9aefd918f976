import { can, parseRole } from '@/api/roles'
import { useSession } from '@/lib/session/use-session'

/**
 * Whether the signed-in user hires (recruiter, employer, admin): who sees "Add to pool" and "Track". The
 * server decides for real (a pool also needs a hiring membership in its account).
 */
export function useHires(): boolean {
  const role = useSession((state) => (state.token ? state.user?.role : undefined))
  return role !== undefined && can(parseRole(role), 'viewResumes')
}
