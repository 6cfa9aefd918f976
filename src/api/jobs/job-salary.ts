import * as v from 'valibot'

/** A job's pay: the salary block of the job input and how salaries of different periods compare (seed 1 §5). */

/** The periods a salary can be stated per. */
export const SALARY_PERIODS = ['hourly', 'daily', 'weekly', 'monthly', 'yearly'] as const
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]

/** Multipliers to compare salaries of different periods (the salary filter works on yearly amounts). */
export const YEARLY_FACTOR: Record<SalaryPeriod, number> = {
  hourly: 2080,
  daily: 260,
  weekly: 52,
  monthly: 12,
  yearly: 1,
}

/** Largest salary amount accepted (whole currency units): more is a typo, not a salary. */
export const SALARY_MAX_AMOUNT = 100_000_000

// The message is built when an amount is refused, not when this module loads: number formatting is slow to
// start and every page loads the jobs contract.
const tooLargeMessage = () => `Salary must be at most ${SALARY_MAX_AMOUNT.toLocaleString('en-US')}`

const amount = (message: string) =>
  v.pipe(v.number(message), v.minValue(0, message), v.maxValue(SALARY_MAX_AMOUNT, tooLargeMessage))

/**
 * The salary block of the job input: the currency is exactly 3 letters (stored upper-case), min and max are
 * 0 or more, the period is one of SALARY_PERIODS (seed 1 §5); ours: min is not more than max.
 */
export const SalaryInputSchema = v.pipe(
  v.strictObject({
    currency: v.pipe(
      v.string('Currency must be a 3-letter code'),
      v.trim(),
      v.regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code'),
      v.toUpperCase(),
    ),
    min: v.optional(v.nullable(amount('Minimum salary must be 0 or more'))),
    max: v.optional(v.nullable(amount('Maximum salary must be 0 or more'))),
    period: v.optional(v.picklist(SALARY_PERIODS, 'Period must be hourly, daily, weekly, monthly or yearly')),
  }),
  v.forward(
    v.partialCheck(
      [['min'], ['max']],
      (salary) => salary.min == null || salary.max == null || salary.min <= salary.max,
      'Minimum salary cannot be more than maximum salary',
    ),
    ['min'],
  ),
)
export type SalaryInput = v.InferInput<typeof SalaryInputSchema>
