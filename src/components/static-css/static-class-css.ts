import type { GlobalStyleObject } from '@chakra-ui/react'
import { companyCardCss } from './company-card'
import { companyProfileCss } from './company-profile'
import { discoveryCss } from './discovery'
import { footerCss } from './footer'
import { jobCardCss } from './job-card'
import { jobDetailCss } from './job-detail'
import { jobsResultsCss } from './jobs-results'
import { lineTabsCss } from './line-tabs'
import { personCardCss } from './person-card'
import { resumeCardCss } from './resume-card'
import { saveToggleCss } from './save-toggle'
import { searchBoxCss } from './search-box'
import { shellCss } from './shell'

/**
 * Styles of the parts every page renders many of (the shell, job cards, the job page), as plain class rules in
 * Chakra's globalCss. The build writes globalCss into every page's head (src/app/ssr/global-css.tsx) and the app
 * never computes it at run time (scripts/vite-chakra-lazy-global-css.ts), so an element styled by one of these
 * classes costs nothing to render or hydrate — a Chakra component with style props resolves them into CSS on
 * every render, which was most of a job list's start-up on a phone (issue 13).
 *
 * Rules: one flat class per element (`.rh-<part>__<element>`), written with Chakra's tokens, conditions (_hover,
 * _dark) and responsive values, which globalCss resolves at the top level of a rule; nested selectors are not
 * resolved, so none are used. Colours are semantic tokens, so light and dark modes need nothing more.
 */
export const staticClassCss: GlobalStyleObject = {
  ...shellCss,
  ...footerCss,
  ...jobCardCss,
  ...saveToggleCss,
  ...jobDetailCss,
  ...resumeCardCss,
  ...jobsResultsCss,
  ...companyProfileCss,
  ...companyCardCss,
  ...personCardCss,
  ...discoveryCss,
  ...lineTabsCss,
  ...searchBoxCss,
}
