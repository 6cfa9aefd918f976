import { BUILT_IN_ENGINE, type ScoreCheck, type Suggestion } from '@/api/ai-tools/ai-result'
import type { OptimizeResult } from '@/api/ai-tools/resume-optimizer'
import type { Industry } from '@/api/companies/company-industries'
import { atsAnalysisOfFacts } from './ats-checks'
import { check, excerpt, failed, passed, scoreOf, suggestion } from './explain'
import { guessIndustry, industryFindings, keywordSource, technologyVocabulary } from './industry-keywords'
import { containsLowerTerm, lineWith, readResume, tokens, type ResumeFacts } from './read-resume'
import { scoreResume } from './score-resume'
import { STOPWORDS } from './word-lists'

/**
 * The resume optimizer: the ATS checks, the keywords (of the job description when one is given, else of the
 * industry's common O*NET technologies) and the scorer's content checks, with one list of improvements.
 */

const JOB_KEYWORDS_MAX = 25
const INDUSTRY_KEYWORDS_CHECKED = 20

let vocabulary: string[] | null = null
const technologyTerms = () => (vocabulary ??= technologyVocabulary())

/**
 * The keywords of a job description, most telling first: known technologies it names, then acronyms
 * (SQL, AWS), then words it repeats. Always from the posting's own text.
 */
export function jobKeywords(jobDescription: string): string[] {
  const lower = jobDescription.toLowerCase()
  const found: string[] = []
  const seen = new Set<string>()
  const add = (term: string) => {
    const key = term.toLowerCase()
    if (seen.has(key) || found.length >= JOB_KEYWORDS_MAX) return
    // A term inside one already taken ("SQL" in "PostgreSQL") is still its own keyword; a duplicate is not.
    seen.add(key)
    found.push(term)
  }
  const technologies = technologyTerms()
    .filter((term) => term.length >= 2 && containsLowerTerm(lower, term.toLowerCase()))
    // Short, specific spellings first: "AWS" rather than "Amazon Web Services AWS software".
    .sort((a, b) => a.length - b.length)
  for (const term of technologies) add(term)
  for (const acronym of jobDescription.match(/\b[A-Z][A-Z0-9+#/]{1,6}\b/g) ?? []) add(acronym)
  // Names inside a sentence (Kubernetes, PostgreSQL, Salesforce): capitalised but not opening the sentence.
  for (const match of jobDescription.matchAll(
    /(?<=[a-z,;:(]\s+)[A-Z][A-Za-z0-9+#.]*[a-z0-9+#][A-Za-z0-9+#]*/g,
  )) {
    const name = match[0].replace(/\.$/, '')
    if (!STOPWORDS.has(name.toLowerCase())) add(name)
  }
  const counts = new Map<string, number>()
  for (const word of tokens(jobDescription))
    if (word.length >= 4 && !STOPWORDS.has(word) && !/^\d/.test(word))
      counts.set(word, (counts.get(word) ?? 0) + 1)
  for (const [word] of [...counts.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1])) add(word)
  return found
}

function jobKeywordChecks(facts: ResumeFacts, jobDescription: string): ScoreCheck[] {
  return jobKeywords(jobDescription).map((keyword) => {
    const line = lineWith(facts, keyword)
    return check(
      `keywords.job.${keyword.toLowerCase()}`,
      `Job keyword “${keyword}”`,
      1,
      line
        ? passed('The resume names it.', line.text)
        : failed('The job description asks for it; the resume does not name it.'),
    )
  })
}

function industryKeywordChecks(facts: ResumeFacts, industry: Industry): ScoreCheck[] {
  return industryFindings(facts, industry)
    .slice(0, INDUSTRY_KEYWORDS_CHECKED)
    .map((f) =>
      check(
        `keywords.industry.${f.keyword.toLowerCase()}`,
        `${industry} keyword “${f.keyword}”${f.hot ? ' (Hot Technology)' : ''}`,
        1,
        f.found
          ? passed('The resume names it.', f.evidence)
          : failed(
              `Listed for ${f.occupations} ${industry} occupation(s) in O*NET; the resume does not name it.`,
            ),
      ),
    )
}

export type OptimizeOptions = { jobDescription?: string | undefined; industry?: Industry | undefined }

export function optimizeResume(text: string, options: OptimizeOptions = {}): OptimizeResult {
  const facts = readResume(text)
  const ats = atsAnalysisOfFacts(facts)
  const content = scoreResume(text)
  const industry = options.industry ?? guessIndustry(facts)
  const jobDescription = options.jobDescription?.trim() ?? ''
  const keywordChecks = jobDescription
    ? jobKeywordChecks(facts, jobDescription)
    : industryKeywordChecks(facts, industry)
  const keywordScore = scoreOf(keywordChecks)
  const contentChecks = content.categoryScores.flatMap((c) => c.checks)
  const findings = industryFindings(facts, industry)
  const keywordsFound = findings.filter((f) => f.found).length

  const missingKeywords = keywordChecks.filter((c) => c.status !== 'passed').slice(0, 8)
  const keywordAdvice: Suggestion[] =
    missingKeywords.length > 0
      ? [
          suggestion(
            `Name these where you really used them: ${missingKeywords
              .map((c) => c.label.replace(/^.*“(.*)”.*$/, '$1'))
              .join(', ')}.`,
            'keywords',
            jobDescription ? 'Job description' : `${industry} (O*NET)`,
            jobDescription ? excerpt(jobDescription) : '',
          ),
        ]
      : []

  return {
    overallScore: Math.round((ats.atsScore + keywordScore + content.overallScore) / 3),
    atsScore: ats.atsScore,
    keywordScore,
    contentScore: content.overallScore,
    explanations: {
      ats: { score: ats.atsScore, checks: ats.checks },
      keywords: { score: keywordScore, checks: keywordChecks },
      content: { score: content.overallScore, checks: contentChecks },
    },
    // ATS problems first (they can hide everything else), then keywords, then content.
    improvements: [...ats.recommendations, ...keywordAdvice, ...content.feedback],
    industryBenchmark: {
      industry,
      basis: options.industry ? 'given' : 'guessed',
      keywordsFound,
      keywordsListed: findings.length,
      coverage: findings.length === 0 ? 0 : Math.round((100 * keywordsFound) / findings.length),
      source: keywordSource(industry),
    },
    engine: BUILT_IN_ENGINE,
  }
}
