/**
 * The 40 industries a company can be in (seed 1 §9). The spec names only the first four and the last
 * ("Technology, Healthcare, Finance, Marketing … Cybersecurity"); the rest are ours.
 */
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Marketing',
  'Education',
  'Retail',
  'Manufacturing',
  'Real Estate',
  'Hospitality',
  'Transportation & Logistics',
  'Energy',
  'Media & Entertainment',
  'Telecommunications',
  'Construction',
  'Agriculture',
  'Automotive',
  'Aerospace & Defense',
  'Biotechnology',
  'Pharmaceuticals',
  'Insurance',
  'Banking',
  'Consulting',
  'Legal',
  'Government',
  'Non-profit',
  'Food & Beverage',
  'Fashion & Apparel',
  'E-commerce',
  'Gaming',
  'Sports & Fitness',
  'Travel & Tourism',
  'Environmental Services',
  'Human Resources',
  'Architecture & Design',
  'Advertising',
  'Software',
  'Artificial Intelligence',
  'Data & Analytics',
  'Fintech',
  'Cybersecurity',
] as const
export type Industry = (typeof INDUSTRIES)[number]

/** Case-insensitive match against the list; null when it is not one of the 40. */
export function parseIndustry(value: string): Industry | null {
  const text = value.trim().toLowerCase()
  return INDUSTRIES.find((industry) => industry.toLowerCase() === text) ?? null
}
