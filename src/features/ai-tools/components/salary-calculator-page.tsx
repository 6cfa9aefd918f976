import { Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { SALARY_CREDITS, type SalaryAnalyzeInput } from '@/api/ai-tools/salary'
import { analyzeSalary } from '../api/salary-api'
import { catalogTool } from '../tool-catalog'
import { SalaryForm, type SalaryFormValues } from './salary-form'
import { SalaryNegotiation } from './salary-negotiation'
import { SalaryResult, salaryText } from './salary-result'
import { ToolPageLayout } from './tool-page-layout'

export type SalarySearch = { title?: string | undefined; location?: string | undefined }

/** The credit lines the BLS and O*NET data ask for, shown on the page whether or not a result is there. */
export function SalaryCredits() {
  return (
    <Stack gap="1" as="footer" aria-label="Data sources">
      <Text>{SALARY_CREDITS.national}</Text>
      <Text>{SALARY_CREDITS.state}</Text>
      <Text>{SALARY_CREDITS.onet}</Text>
      <Text>
        Wage figures are U.S. estimates for employees (the self-employed are not included); adjustments for
        location and experience are estimates computed from them, as each one explains.
      </Text>
    </Stack>
  )
}

/** /tools/salary-calculator: market pay for a title and a state from BLS OEWS, then negotiation tips. */
export function SalaryCalculatorPage({ search }: { search: SalarySearch }) {
  const tool = catalogTool('salary-calculator')
  const mutation = useMutation({ mutationFn: (input: SalaryAnalyzeInput) => analyzeSalary(input) })
  const analysis = mutation.data
  const initial: SalaryFormValues = {
    jobTitle: search.title ?? '',
    location: search.location ?? '',
    experienceYears: '3',
    industry: '',
  }
  return (
    <ToolPageLayout
      tool={tool}
      input={
        <SalaryForm
          initial={initial}
          running={mutation.isPending}
          onSubmit={(input) => mutation.mutate(input)}
        />
      }
      running={mutation.isPending}
      progressLabel="Looking up wage data…"
      error={mutation.error}
      ranOn={analysis ? 'server' : undefined}
      result={
        analysis ? (
          <Stack gap="6">
            <SalaryResult analysis={analysis} />
            <SalaryNegotiation
              key={`${analysis.occupation.socCode}-${analysis.locationAdjustment.adjustedMedian}`}
              marketRate={analysis.locationAdjustment.adjustedMedian ?? analysis.medianSalary}
              experienceYears={analysis.experience.experienceYears}
            />
          </Stack>
        ) : null
      }
      actions={
        analysis
          ? {
              copyText: salaryText(analysis),
              saveName: `salary-${analysis.occupation.socCode}`,
              saveData: analysis,
            }
          : null
      }
      footer={<SalaryCredits />}
    />
  )
}
