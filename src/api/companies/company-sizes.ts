/** The company sizes people pick from (seed 1 §9 filter options), by number of employees. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

/** '51-200', '51-200 employees', ' 51 - 200 ' → '51-200'; anything else → null. */
export function parseCompanySize(value: string): CompanySize | null {
  const text = value
    .toLowerCase()
    .replace(/employees?/g, '')
    .replace(/\s+/g, '')
  return COMPANY_SIZES.find((size) => size === text) ?? null
}
