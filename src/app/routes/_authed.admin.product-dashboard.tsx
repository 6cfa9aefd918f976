import { createFileRoute } from '@tanstack/react-router'
import { ProductDashboardPage } from '@/features/product-dashboard/components/product-dashboard-page'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /admin/product-dashboard (seed 2 §2 route table; issue 18): admins and super admins (the server enforces it). */
export const Route = createFileRoute('/_authed/admin/product-dashboard')({
  component: ProductDashboardRoute,
})

function ProductDashboardRoute() {
  usePageMeta({ title: 'Product dashboard', noindex: true })
  return <ProductDashboardPage />
}
