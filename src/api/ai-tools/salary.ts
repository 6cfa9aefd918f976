import * as v from 'valibot'
import { AiEngineSchema } from './ai-result'

/**
 * The salary calculator (seed 1 §7 AI catalogue): POST /api/SalaryAnalyzer/analyze {jobTitle, location,
 * experienceYears, industry optional} → medianSalary, percentiles, locationAdjustment, industryComparison; and
 * POST /api/SalaryAnalyzer/negotiation-tips {currentOffer, marketRate, experienceYears} → strategies,
 * talkingPoints, alternativeCompensation. Figures come from public BLS OEWS wages, the title from O*NET titles
 * (their credit lines travel with every answer, `credits`, and the page shows them).
 */

export const SALARY_TEXTS = {
  jobTitleRequired: 'Enter a job title',
  jobTitleTooLong: 'The job title is too long (at most 120 characters)',
  locationTooLong: 'The location is too long (at most 120 characters)',
  experienceInvalid: 'Years of experience must be a whole number from 0 to 60',
  industryTooLong: 'The industry is too long (at most 100 characters)',
  offerInvalid: 'The offer must be a yearly amount between $1 and $10,000,000',
  marketRateInvalid: 'The market rate must be a yearly amount between $1 and $10,000,000',
  noOccupation: (title: string) =>
    `No occupation in the wage data matches “${title}”. Try a more common title, e.g. “Software Developer” or “Registered Nurse”.`,
} as const

/** The credit lines the data's publishers ask for (../shared/data/README.md), shown wherever figures are. */
export const SALARY_CREDITS = {
  national: 'Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2025.',
  state: 'Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2023.',
  onet:
    'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, ' +
    'Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a ' +
    'trademark of USDOL/ETA. ReelHire has modified all or some of this information. USDOL/ETA has not ' +
    'approved, endorsed, or tested these modifications.',
} as const

export const SALARY_MAX_AMOUNT = 10_000_000

const yearsSchema = v.pipe(
  v.number(SALARY_TEXTS.experienceInvalid),
  v.integer(SALARY_TEXTS.experienceInvalid),
  v.minValue(0, SALARY_TEXTS.experienceInvalid),
  v.maxValue(60, SALARY_TEXTS.experienceInvalid),
)

export const SalaryAnalyzeInputSchema = v.strictObject({
  jobTitle: v.pipe(
    v.optional(v.string(SALARY_TEXTS.jobTitleRequired), ''),
    v.trim(),
    v.minLength(1, SALARY_TEXTS.jobTitleRequired),
    v.maxLength(120, SALARY_TEXTS.jobTitleTooLong),
  ),
  /** A U.S. state (name or postal code, e.g. "Austin, TX"); empty for the national figures. */
  location: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, SALARY_TEXTS.locationTooLong)), ''),
  experienceYears: v.optional(yearsSchema, 0),
  industry: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, SALARY_TEXTS.industryTooLong))),
})
export type SalaryAnalyzeInput = v.InferInput<typeof SalaryAnalyzeInputSchema>
export type SalaryAnalyzeValues = v.InferOutput<typeof SalaryAnalyzeInputSchema>

const money = v.nullable(v.number())

export const SalaryPercentilesSchema = v.object({
  p10: money,
  p25: money,
  p50: money,
  p75: money,
  p90: money,
})
export type SalaryPercentiles = v.InferOutput<typeof SalaryPercentilesSchema>

const OccupationRefSchema = v.object({ socCode: v.string(), title: v.string() })

export const SalaryAnalysisSchema = v.object({
  jobTitle: v.string(),
  occupation: v.object({
    /** The OEWS occupation code whose row the figures are (SOC 2018, or an OEWS aggregate). */
    socCode: v.string(),
    title: v.string(),
    onetCode: v.string(),
    onetTitle: v.string(),
    /** The O*NET title (occupation, reported or alternate) the job title was matched to. */
    matchedTitle: v.string(),
    matchKind: v.picklist(['exact', 'closest']),
    alternatives: v.array(OccupationRefSchema),
  }),
  /** Annual USD, national, May 2025. */
  medianSalary: v.number(),
  meanSalary: money,
  hourlyMedian: money,
  employment: money,
  percentiles: SalaryPercentilesSchema,
  experience: v.object({
    experienceYears: v.number(),
    /** Where in the national spread the rule places these years (10–90). */
    percentile: v.number(),
    estimate: v.number(),
    explanation: v.string(),
  }),
  locationAdjustment: v.object({
    location: v.string(),
    state: v.nullable(v.object({ code: v.string(), name: v.string() })),
    /** state mean ÷ national mean (May 2023); null when no state was found. */
    factor: v.nullable(v.number()),
    basis: v.nullable(v.picklist(['occupation', 'all-occupations'])),
    stateMean: money,
    nationalMean: money,
    adjustedMedian: money,
    adjustedPercentiles: v.nullable(SalaryPercentilesSchema),
    year: v.number(),
    explanation: v.string(),
  }),
  industryComparison: v.object({
    industry: v.nullable(v.string()),
    note: v.string(),
    comparisons: v.array(
      v.object({
        socCode: v.string(),
        label: v.string(),
        medianSalary: v.number(),
        /** This occupation's median minus the group's. */
        difference: v.number(),
        differencePercent: v.number(),
      }),
    ),
  }),
  source: v.object({
    national: v.object({ dataset: v.string(), year: v.number(), socCode: v.string() }),
    state: v.object({ dataset: v.string(), year: v.number() }),
    credits: v.array(v.string()),
  }),
  engine: AiEngineSchema,
})
export type SalaryAnalysis = v.InferOutput<typeof SalaryAnalysisSchema>

const amount = (message: string) =>
  v.pipe(v.number(message), v.minValue(1, message), v.maxValue(SALARY_MAX_AMOUNT, message))

export const NegotiationTipsInputSchema = v.strictObject({
  currentOffer: amount(SALARY_TEXTS.offerInvalid),
  marketRate: amount(SALARY_TEXTS.marketRateInvalid),
  experienceYears: v.optional(yearsSchema, 0),
})
export type NegotiationTipsInput = v.InferInput<typeof NegotiationTipsInputSchema>
export type NegotiationTipsValues = v.InferOutput<typeof NegotiationTipsInputSchema>

const TipSchema = v.object({ title: v.string(), detail: v.string(), reason: v.string() })

export const NegotiationTipsSchema = v.object({
  gap: v.object({
    amount: v.number(),
    percent: v.number(),
    position: v.picklist(['below', 'at', 'above']),
  }),
  /** The counter-offer the strategies argue for, with how it was worked out. */
  counterOffer: v.object({ amount: v.number(), explanation: v.string() }),
  strategies: v.array(TipSchema),
  talkingPoints: v.array(v.string()),
  alternativeCompensation: v.array(TipSchema),
  engine: AiEngineSchema,
})
export type NegotiationTips = v.InferOutput<typeof NegotiationTipsSchema>
