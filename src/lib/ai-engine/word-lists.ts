/** The word lists the built-in engine's checks use. Lower case; phrases match as whole words. */

/** Verbs that open a strong achievement line (past and present tense). */
export const ACTION_VERBS: ReadonlySet<string> = new Set(
  (
    'accelerated achieved acquired adapted administered advised analyzed analysed architected arranged assembled ' +
    'assessed audited automated balanced boosted budgeted built calculated captured championed coached collaborated ' +
    'completed composed conceived conducted consolidated constructed consulted contributed controlled converted ' +
    'coordinated created cultivated cut decreased defined delivered deployed designed developed devised diagnosed ' +
    'directed doubled drafted drove earned edited eliminated enabled engineered enhanced established evaluated ' +
    'exceeded executed expanded expedited facilitated forecast forged founded generated grew guided halved handled ' +
    'headed hired identified implemented improved increased influenced initiated innovated inspected installed ' +
    'instituted integrated introduced invented investigated launched led lowered maintained managed mapped ' +
    'maximized mentored merged migrated minimized modernized monitored motivated negotiated optimized orchestrated ' +
    'organized oversaw partnered performed pioneered planned prepared presented prioritized processed produced ' +
    'programmed promoted proposed published raised ran rebuilt recruited redesigned reduced refactored refined ' +
    'reorganized replaced resolved restructured revamped reviewed revised saved scaled scheduled secured ' +
    'shipped simplified solved spearheaded standardized steered streamlined strengthened structured supervised ' +
    'supported surpassed taught tested trained transformed translated tripled troubleshot unified upgraded ' +
    'won wrote ' +
    'lead build design develop manage deliver drive create improve reduce increase launch own run ship mentor ' +
    'coordinate implement analyze analyse plan optimize automate negotiate'
  ).split(/\s+/),
)

/** Phrases that describe a duty instead of a result. */
export const WEAK_PHRASES: readonly string[] = [
  'responsible for',
  'duties included',
  'duties include',
  'tasked with',
  'worked on',
  'helped with',
  'assisted with',
  'in charge of',
  'involved in',
]

/** Claims that show nothing by themselves. */
export const BUZZWORDS: readonly string[] = [
  'team player',
  'hard worker',
  'hard-working',
  'hardworking',
  'go-getter',
  'self-starter',
  'detail-oriented',
  'results-driven',
  'think outside the box',
  'synergy',
  'dynamic individual',
  'best of breed',
  'go-to person',
  'proven track record',
]

export const FIRST_PERSON: readonly string[] = ['i', 'me', 'my', 'myself', "i'm", "i've"]

/** Common English words that are never keywords. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each etc few for from further had has have ' +
    'having he her here hers herself him himself his how if in into is it its itself just may me might more ' +
    'most must my myself no nor not now of off on once only or other our ours ourselves out over own per ' +
    'same shall she should so some such than that the their theirs them themselves then there these they ' +
    'this those through to too under until up upon us very via was we were what when where which while who ' +
    'whom why will with within without would you your yours yourself yourselves ' +
    // Job-posting filler.
    'ability able across candidate candidates company experience including join looking new opportunity ' +
    'plus preferred required requirements responsibilities role skills strong team work working year years ' +
    'well using use used based across help ensure great ideal must-have nice-to-have'
  ).split(/\s+/),
)
