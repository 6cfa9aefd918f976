import { CART_MAX_USERS } from '@/api/cart'
import { FREE_AI_REQUESTS_PER_MONTH } from '@/api/pricing'
import { seatPrice } from '@/api/pricing'

const usd = (amount: number) => `$${amount.toFixed(2)}`

export const PRICING_FAQ = [
  {
    question: 'How is Premium billed?',
    answer: `Premium is priced per seat. A seat is ${usd(seatPrice('monthly'))} a month on monthly billing. Annual billing charges 12 months up front at 20% off, which is ${usd(seatPrice('annual'))} per seat per year. Taxes are added at checkout where they apply.`,
  },
  {
    question: 'What is a seat?',
    answer: `A seat is one person who signs in with Premium features. Job seekers usually need one; recruiting teams add a seat per recruiter or hiring manager, up to ${CART_MAX_USERS} seats per purchase. Larger teams can contact us for volume pricing.`,
  },
  {
    question: 'What happens when I use my free AI requests?',
    answer: `Free accounts get ${FREE_AI_REQUESTS_PER_MONTH} AI requests each calendar month, shared across the AI coach and every AI tool. When they run out, the tools stay visible and the counter resets on the 1st. Premium removes the limit.`,
  },
  {
    question: 'Can I switch between monthly and annual billing?',
    answer:
      'Yes. Switching from monthly to annual takes effect on your next renewal and credits any unused days. Switching from annual to monthly starts when your paid year ends.',
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel from Account → Billing and you keep Premium until the end of the period you paid for. Your resumes, videos and saved jobs stay in your account on the Free plan.',
  },
  {
    question: 'Do you offer refunds?',
    answer:
      'If Premium is not right for you, write to us within 14 days of your first payment and we will refund it in full. After that, cancellations stop the next renewal.',
  },
] as const
