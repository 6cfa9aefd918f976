import { BUILT_IN_ENGINE, type ScoreCheck } from '@/api/ai-tools/ai-result'
import type { SentimentPrediction, SentimentTerm } from '@/api/ai-tools/resume-insights'
import { check, failed, passed, scoreOf, skipped } from './explain'
import { readResume } from './read-resume'

/**
 * Sentiment of a resume: how positive and confident it reads. A word list, not a model: every counted word is
 * listed with its line, a negation ("not", "never") flips it, and a problem word after a fixing verb
 * ("reduced errors", "resolved conflicts") counts as the achievement it is.
 */

const POSITIVE = new Set(
  (
    'accomplished achieved achievement achievements award awarded awards best boosted celebrated confident ' +
    'delivered effective efficient enthusiastic excel excelled exceeded excellent expert grew growth honored ' +
    'honoured improved improvement increased innovative launched leading led outstanding passionate praised ' +
    'productive promoted proud recognized recognised record reliable saved strong streamlined success ' +
    'successful successfully thrive thrived top won'
  ).split(' '),
)
const NEGATIVE = new Set(
  (
    'bad boring complaint complaints conflict conflicts decline declined difficult difficulty dismissed ' +
    'errors fail failed failing failure fired gap hate issue issues lack lacking lost loss mistake mistakes ' +
    'poor problem problems quit struggle struggled terminated unable unemployed unfortunately weak worst'
  ).split(' '),
)
const NEGATIONS = new Set(['not', 'never', 'no', 'without', 'hardly', "didn't", "wasn't", "don't", 'lack'])
const FIXING = new Set(
  'reduced cut eliminated resolved fixed fewer decreased minimized prevented solved lowered addressed overcame mitigated'.split(
    ' ',
  ),
)
const WINDOW = 3
const TERMS_MIN = 3

function termsOf(text: string): SentimentTerm[] {
  const out: SentimentTerm[] = []
  for (const line of readResume(text).lines) {
    const words = line.text.toLowerCase().match(/[a-z']+/g) ?? []
    words.forEach((word, index) => {
      const positive = POSITIVE.has(word)
      const negative = NEGATIVE.has(word)
      if (!positive && !negative) return
      const before = words.slice(Math.max(0, index - WINDOW), index)
      const negation = before.find((w) => NEGATIONS.has(w))
      const fixing = negative ? before.find((w) => FIXING.has(w)) : undefined
      let polarity: SentimentTerm['polarity'] = positive ? 'positive' : 'negative'
      let note = ''
      if (fixing) {
        polarity = 'positive'
        note = `“${fixing}” makes it a result`
      } else if (negation && !(negative && negation === 'lack')) {
        polarity = polarity === 'positive' ? 'negative' : 'positive'
        note = `negated by “${negation}”`
      }
      out.push({ term: word, polarity, note, line: line.text.trim() })
    })
  }
  return out
}

export function sentimentOf(text: string): SentimentPrediction {
  const terms = termsOf(text)
  const checks: ScoreCheck[] = terms.map((t, index) =>
    check(
      `sentiment.${index + 1}`,
      `“${t.term}”`,
      1,
      t.polarity === 'positive'
        ? passed(t.note ? `Positive: ${t.note}.` : 'A positive word.', t.line)
        : failed(t.note ? `Negative: ${t.note}.` : 'A negative word.', t.line),
    ),
  )
  if (terms.length < TERMS_MIN) {
    checks.push(
      check(
        'sentiment.enough-words',
        `At least ${TERMS_MIN} words that carry a sentiment`,
        0,
        skipped(`Only ${terms.length} found: too few to judge, so the resume reads as neutral.`),
      ),
    )
    return {
      sentiment: 'neutral',
      score: 0.5,
      explanation: { score: 50, checks },
      terms,
      engine: BUILT_IN_ENGINE,
    }
  }
  const score100 = scoreOf(checks)
  return {
    sentiment: score100 >= 60 ? 'positive' : score100 <= 40 ? 'negative' : 'neutral',
    score: Math.round(score100) / 100,
    explanation: { score: score100, checks },
    terms,
    engine: BUILT_IN_ENGINE,
  }
}
