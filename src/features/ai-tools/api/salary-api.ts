import {
  NegotiationTipsSchema,
  SalaryAnalysisSchema,
  type NegotiationTipsInput,
  type SalaryAnalyzeInput,
} from '@/api/ai-tools/salary'
import { apiRequest } from '@/lib/api-client/api-client'

/** The salary calculator's calls (seed 1 §7): the wage data lives on the server, so these need a connection. */
export const analyzeSalary = (input: SalaryAnalyzeInput) =>
  apiRequest('/SalaryAnalyzer/analyze', { method: 'POST', body: input, schema: SalaryAnalysisSchema })

export const fetchNegotiationTips = (input: NegotiationTipsInput) =>
  apiRequest('/SalaryAnalyzer/negotiation-tips', {
    method: 'POST',
    body: input,
    schema: NegotiationTipsSchema,
  })
