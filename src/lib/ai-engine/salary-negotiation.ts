import { BUILT_IN_ENGINE } from '@/api/ai-tools/ai-result'
import type { NegotiationTips, NegotiationTipsValues } from '@/api/ai-tools/salary'

/**
 * Negotiation tips from three numbers: the offer, the market rate (e.g. the calculator's median) and the
 * years of experience. Each strategy gives its reason in those numbers, so nothing is advice out of thin air.
 */

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`
const roundTo = (n: number, step: number) => Math.round(n / step) * step

/** Within ±3 % of the market rate an offer is "at" it. */
const AT_MARKET = 0.03

export function negotiationTips(input: NegotiationTipsValues): NegotiationTips {
  const { currentOffer: offer, marketRate: market, experienceYears: years } = input
  const amount = offer - market
  const ratio = amount / market
  const percent = Math.round(ratio * 1000) / 10
  const position = ratio < -AT_MARKET ? 'below' : ratio > AT_MARKET ? 'above' : 'at'
  const seniority = years >= 10 ? 'senior' : years >= 3 ? 'mid' : 'early'
  // Ask above the target so the settlement lands on it: to the market rate when below, +5 % otherwise,
  // and a further 3 % for ten or more years of experience.
  const experienceBonus = seniority === 'senior' ? 0.03 : 0
  const counter = roundTo(Math.max(market, offer * 1.05) * (1 + experienceBonus), 1000)
  const gapText = `${usd(Math.abs(amount))} (${Math.abs(percent)} %) ${position === 'at' ? 'from' : position} the market rate of ${usd(market)}`

  const strategies: NegotiationTips['strategies'] = []
  if (position === 'below') {
    strategies.push({
      title: 'Anchor on the market data',
      detail: `Ask for ${usd(counter)}, citing the published market rate of ${usd(market)}.`,
      reason: `The offer of ${usd(offer)} is ${gapText}.`,
    })
    strategies.push({
      title: 'Ask how the offer was set',
      detail: 'Ask which band the role sits in and what would move the offer to the top of it.',
      reason: 'An offer below market often reflects a band choice that can be revisited.',
    })
  } else if (position === 'at') {
    strategies.push({
      title: 'Negotiate on what sets you apart',
      detail: `Ask for ${usd(counter)}, tying the extra to specific results you bring.`,
      reason: `The offer of ${usd(offer)} is ${gapText}: fair, so the case for more is your own record.`,
    })
  } else {
    strategies.push({
      title: 'Secure the offer, negotiate the extras',
      detail: 'Accept the base and negotiate terms: start date, a review after six months, learning budget.',
      reason: `The offer of ${usd(offer)} is ${gapText}; pushing the base further carries more risk than gain.`,
    })
  }
  if (seniority === 'senior') {
    strategies.push({
      title: 'Price in your experience',
      detail:
        'Point to the scope you have led (teams, budgets, systems) and ask for the upper part of the range.',
      reason: `With ${years} years of experience the upper percentiles of the market are the fair comparison.`,
    })
  } else if (seniority === 'early') {
    strategies.push({
      title: 'Trade for growth',
      detail: 'If the base cannot move, ask for a salary review at six months and a clear promotion path.',
      reason: `With ${years} year${years === 1 ? '' : 's'} of experience, growth terms are often easier to win than base pay.`,
    })
  }
  strategies.push({
    title: 'Get the final offer in writing',
    detail: 'Confirm base, bonus, equity and start date in writing before you resign elsewhere.',
    reason: 'Verbal terms are easy to misremember on both sides.',
  })

  const talkingPoints = [
    `“Based on published market data, the rate for this role is about ${usd(market)}.”`,
    position === 'above'
      ? '“I appreciate the strong offer — I’d like to talk about the rest of the package.”'
      : `“Given what I bring, I’d be glad to accept at ${usd(counter)}.”`,
    `“I have ${years} year${years === 1 ? '' : 's'} of relevant experience, including results I can walk you through.”`,
    '“Is there flexibility in the base, or in other parts of the package?”',
  ]

  const alternativeCompensation: NegotiationTips['alternativeCompensation'] = [
    {
      title: 'Signing bonus',
      detail: `A one-off bonus of about ${usd(position === 'below' ? roundTo(-amount, 500) : roundTo(offer * 0.05, 500))}.`,
      reason:
        position === 'below'
          ? 'It closes the gap to the market rate without changing the salary band.'
          : 'A one-off payment is often easier to approve than a higher base.',
    },
    {
      title: 'Earlier salary review',
      detail: 'A written review of pay after six months against agreed goals.',
      reason: 'It turns a gap today into a dated commitment.',
    },
    {
      title: 'Extra paid time off',
      detail: 'Five more days of paid leave a year.',
      reason: 'It costs the employer little cash now.',
    },
    {
      title: 'Learning budget or certification',
      detail: 'A yearly budget for courses, conferences or a certification.',
      reason: 'It raises your market rate for the next negotiation.',
    },
    {
      title: 'Remote or flexible work',
      detail: 'Remote days or flexible hours, agreed in writing.',
      reason: 'It saves commuting time and cost, worth real money each year.',
    },
  ]

  return {
    gap: { amount, percent, position },
    counterOffer: {
      amount: counter,
      explanation:
        `${usd(counter)}: the higher of the market rate (${usd(market)}) and the offer plus 5 % ` +
        `(${usd(offer * 1.05)})${experienceBonus ? ', plus 3 % for 10 or more years of experience' : ''}, ` +
        'rounded to the nearest $1,000.',
    },
    strategies,
    talkingPoints,
    alternativeCompensation,
    engine: BUILT_IN_ENGINE,
  }
}
