import { companyPage } from './pages/company-page'
import { jobPage } from './pages/job-page'
import { jobsPage } from './pages/jobs-page'
import { personPage } from './pages/person-page'
import { resumePage } from './pages/resume-page'
import { renderSeededPage, type SeededPage } from './render-seeded-page'

/**
 * The pages the server renders per request (server/modules/server-pages, whose ssr-bundle.ts types the same
 * input): each turns the data the server loaded as a visitor into its URL and the queries it reads.
 */
const PAGES = {
  job: jobPage,
  company: companyPage,
  jobs: jobsPage,
  person: personPage,
  resume: resumePage,
} satisfies Record<string, (data: never) => SeededPage>

type PageKind = keyof typeof PAGES
export type ServerPageInput = {
  [K in PageKind]: { kind: K; data: Parameters<(typeof PAGES)[K]>[0] }
}[PageKind]

export async function renderServerPage(input: ServerPageInput & { origin: string }) {
  const page = (PAGES[input.kind] as (data: unknown) => SeededPage)(input.data)
  return renderSeededPage(page, input.origin)
}
