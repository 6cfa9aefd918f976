import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { toaster } from '@/components/ui/toaster'

/**
 * For an action a visitor cannot take (save a job, follow a company): a toast saying so, with a Sign in action
 * that comes back to this page afterwards. `id` keeps repeated clicks to one toast.
 */
export function useSignInPrompt(): (id: string, title: string) => void {
  const router = useRouter()
  return useCallback(
    (id: string, title: string) =>
      void toaster.create({
        id,
        type: 'info',
        title,
        action: {
          label: 'Sign in',
          onClick: () =>
            void router.navigate({ to: '/login', search: { redirect: router.state.location.href } }),
        },
      }),
    [router],
  )
}
