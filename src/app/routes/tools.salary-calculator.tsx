import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SalaryCalculatorPage } from '@/features/ai-tools/components/salary-calculator-page'

const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(120))), undefined)

/** /tools/salary-calculator (seed 1 §2): ?title= and ?location= prefill the form (links from the assistant). */
export const Route = createFileRoute('/tools/salary-calculator')({
  validateSearch: v.object({ title: text, location: text }),
  component: SalaryCalculatorRoute,
})

function SalaryCalculatorRoute() {
  return <SalaryCalculatorPage search={Route.useSearch()} />
}
