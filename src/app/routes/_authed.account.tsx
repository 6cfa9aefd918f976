import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '@/features/account/components/account-page'
import { usePageMeta } from '@/hooks/use-page-meta'

export const Route = createFileRoute('/_authed/account')({ component: AccountRoute })

function AccountRoute() {
  usePageMeta({ title: 'Account', noindex: true })
  return <AccountPage />
}
