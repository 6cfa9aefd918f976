import { BUILT_IN_ENGINE } from '@/api/ai-tools/ai-result'
import {
  SALARY_CREDITS,
  type SalaryAnalysis,
  type SalaryAnalyzeValues,
  type SalaryPercentiles,
} from '@/api/ai-tools/salary'
import { wageOf, type TitleData, type Wage, type WageData } from './salary-dataset'
import { findState } from './salary-location'
import { buildTitleIndex, matchTitle, type TitleIndex } from './salary-titles'

/**
 * The salary calculator's built-in engine: a job title → its O*NET occupation → that occupation's BLS OEWS
 * national row (May 2025): median, mean, the 10th to 90th percentiles. Then three explained estimates, each
 * labelled as one: where the years of experience sit in that spread, a state adjustment (the state's May 2023
 * mean over the national May 2023 mean, as the data's README suggests), and how the median compares with the
 * occupation's wider groups. Every figure is the CSV's own number or says how it was computed from them.
 */

export type SalaryEngine = {
  wages: WageData
  titles: TitleIndex
  byCode: Map<string, { wage: Wage; index: number }>
}

export function buildSalaryEngine(wages: WageData, titles: TitleData): SalaryEngine {
  const byCode = new Map(wages.occupations.map((row, index) => [row[0], { wage: wageOf(row), index }]))
  return { wages, titles: buildTitleIndex(titles), byCode }
}

const round10 = (n: number) => Math.round(n / 10) * 10
const usd = (n: number) => `$${n.toLocaleString('en-US')}`

/**
 * OEWS gives no split by experience. The rule: 0 years sits at the 10th percentile, 2 at the 25th, 5 at the
 * median, 10 at the 75th, 20 or more at the 90th; between those points linearly.
 */
const EXPERIENCE_POINTS: readonly [years: number, percentile: number][] = [
  [0, 10],
  [2, 25],
  [5, 50],
  [10, 75],
  [20, 90],
]

function interpolate(points: readonly (readonly [number, number])[], x: number): number {
  const first = points[0]!
  const last = points.at(-1)!
  if (x <= first[0]) return first[1]
  if (x >= last[0]) return last[1]
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!
    const [x0, y0] = points[i - 1]!
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0)
  }
  return last[1]
}

function percentilesOf(wage: Wage): SalaryPercentiles {
  return { p10: wage.p10, p25: wage.p25, p50: wage.median, p75: wage.p75, p90: wage.p90 }
}

function experienceEstimate(wage: Wage, years: number): SalaryAnalysis['experience'] {
  const percentile = Math.round(interpolate(EXPERIENCE_POINTS, years))
  const points: [number, number | null][] = [
    [10, wage.p10],
    [25, wage.p25],
    [50, wage.median],
    [75, wage.p75],
    [90, wage.p90],
  ]
  const known = points.filter((point): point is [number, number] => point[1] !== null)
  const estimate = round10(interpolate(known, percentile))
  return {
    experienceYears: years,
    percentile,
    estimate,
    explanation:
      `Estimate: OEWS publishes no pay by experience, so ${years} year${years === 1 ? '' : 's'} of experience ` +
      `is placed at the ${percentile}th percentile of the national spread (0 years at the 10th, 2 at the 25th, ` +
      `5 at the median, 10 at the 75th, 20+ at the 90th), which is ${usd(estimate)} a year.`,
  }
}

function locationAdjustment(
  engine: SalaryEngine,
  wage: Wage,
  index: number,
  location: string,
): SalaryAnalysis['locationAdjustment'] {
  const year = engine.wages.source.state.year
  const none = (explanation: string): SalaryAnalysis['locationAdjustment'] => ({
    location,
    state: null,
    factor: null,
    basis: null,
    stateMean: null,
    nationalMean: null,
    adjustedMedian: null,
    adjustedPercentiles: null,
    year,
    explanation,
  })
  if (!location) return none('No location given: the figures are the national ones.')
  const state = findState(location, engine.wages.states)
  if (!state) {
    return none(
      `“${location}” names no U.S. state or territory of the wage data, so the national figures stand. ` +
        'Write the state, e.g. “Austin, TX” or “Ohio”.',
    )
  }
  const means = engine.wages.states[state.code]!.means
  const all = engine.byCode.get('00-0000')!
  const own = means[index] ?? null
  const [basis, stateMean, nationalMean] =
    own !== null && wage.mean2023 !== null
      ? (['occupation', own, wage.mean2023] as const)
      : (['all-occupations', means[all.index] ?? null, all.wage.mean2023] as const)
  if (stateMean === null || nationalMean === null) return none(`No May ${year} mean wage for ${state.name}.`)
  const factor = Math.round((stateMean / nationalMean) * 1000) / 1000
  const adjust = (n: number | null) => (n === null ? null : round10(n * factor))
  const percentiles = percentilesOf(wage)
  const what =
    basis === 'occupation'
      ? `${wage.title} in ${state.name} earned a mean of ${usd(stateMean)} against ${usd(nationalMean)} nationally`
      : `BLS publishes no ${state.name} figure for ${wage.title}, so all occupations are compared: ` +
        `${usd(stateMean)} in ${state.name} against ${usd(nationalMean)} nationally`
  return {
    location,
    state,
    factor,
    basis,
    stateMean,
    nationalMean,
    adjustedMedian: adjust(wage.median),
    adjustedPercentiles: {
      p10: adjust(percentiles.p10),
      p25: adjust(percentiles.p25),
      p50: adjust(percentiles.p50),
      p75: adjust(percentiles.p75),
      p90: adjust(percentiles.p90),
    },
    year,
    explanation:
      `Estimate: in May ${year} ${what}, a factor of ${factor.toFixed(3)} applied to the May ` +
      `${engine.wages.source.national.year} national figures.`,
  }
}

/** The occupation's broad, minor and major SOC groups and all occupations, each with its own median. */
function industryComparison(
  engine: SalaryEngine,
  wage: Wage,
  industry: string | undefined,
): SalaryAnalysis['industryComparison'] {
  const median = wage.median!
  const groups = [
    `${wage.code.slice(0, 6)}0`,
    `${wage.code.slice(0, 5)}00`,
    `${wage.code.slice(0, 2)}-0000`,
    '00-0000',
  ]
  const comparisons = [...new Set(groups)]
    .filter((code) => code !== wage.code)
    .flatMap((code) => {
      const group = engine.byCode.get(code)?.wage
      if (!group || group.median === null) return []
      const difference = median - group.median
      return [
        {
          socCode: code,
          label: group.title,
          medianSalary: group.median,
          difference,
          differencePercent: Math.round((difference / group.median) * 1000) / 10,
        },
      ]
    })
  const note =
    'BLS OEWS national figures cover all industries together, so the comparison is with the wider ' +
    'occupation groups this job belongs to' +
    (industry ? `; pay for ${industry} alone is not in the data.` : '.')
  return { industry: industry || null, note, comparisons }
}

export type SalaryOutcome = { ok: true; analysis: SalaryAnalysis } | { ok: false; reason: 'no-occupation' }

export function analyzeSalary(engine: SalaryEngine, input: SalaryAnalyzeValues): SalaryOutcome {
  const match = matchTitle(engine.titles, input.jobTitle)
  const found = match ? engine.byCode.get(match.oewsCode) : undefined
  const medianSalary = found?.wage.median ?? null
  if (!match || !found || medianSalary === null) return { ok: false, reason: 'no-occupation' }
  const { wage, index } = found
  const { national, state } = engine.wages.source
  return {
    ok: true,
    analysis: {
      jobTitle: input.jobTitle,
      occupation: {
        socCode: wage.code,
        title: wage.title,
        onetCode: match.onetCode,
        onetTitle: match.onetTitle,
        matchedTitle: match.matchedTitle,
        matchKind: match.kind,
        alternatives: match.alternatives
          .filter((alt) => alt.oewsCode !== wage.code && engine.byCode.get(alt.oewsCode)?.wage.median != null)
          .map((alt) => ({ socCode: alt.oewsCode, title: engine.byCode.get(alt.oewsCode)!.wage.title })),
      },
      medianSalary,
      meanSalary: wage.mean,
      hourlyMedian: wage.hourlyMedian,
      employment: wage.employment,
      percentiles: percentilesOf(wage),
      experience: experienceEstimate(wage, input.experienceYears),
      locationAdjustment: locationAdjustment(engine, wage, index, input.location),
      industryComparison: industryComparison(engine, wage, input.industry),
      source: {
        national: { dataset: national.dataset, year: national.year, socCode: wage.code },
        state: { dataset: state.dataset, year: state.year },
        credits: [SALARY_CREDITS.national, SALARY_CREDITS.state, SALARY_CREDITS.onet],
      },
      engine: BUILT_IN_ENGINE,
    },
  }
}
