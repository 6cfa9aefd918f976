import { AFFILIATE_TERMS } from '@/api/affiliates/affiliate-dashboard'
import { formatCents } from '@/api/pricing'
import { GraduationCap, Megaphone, MessagesSquare, UserRoundCheck } from 'lucide-react'
import type { FeatureItem } from '@/components/content/feature-grid'
import type { StepItem } from '@/components/content/step-list'

export const AFFILIATE_STEPS: readonly StepItem[] = [
  {
    title: 'Join for free',
    text: 'Create a ReelHire account and open the Affiliate dashboard. Your personal referral code is ready straight away.',
  },
  {
    title: 'Share your link',
    text: 'Add your link or code to a newsletter, a course, a video or a career workshop. People can also type the code at sign-up.',
  },
  {
    title: 'They upgrade',
    text: 'When someone you referred buys Premium seats, the sale is credited to you automatically.',
  },
  {
    title: 'Get paid monthly',
    text: 'Track clicks, sign-ups and earnings in your dashboard, and receive your commission every month.',
  },
]

export const AFFILIATE_AUDIENCES: readonly FeatureItem[] = [
  {
    icon: GraduationCap,
    title: 'Career services and bootcamps',
    text: 'Give graduates a head start with video resumes and earn on every team or student plan.',
  },
  {
    icon: UserRoundCheck,
    title: 'Career coaches',
    text: 'Recommend the tool you already use with clients and turn advice into recurring income.',
  },
  {
    icon: Megaphone,
    title: 'Creators and writers',
    text: 'Job-search channels, newsletters and blogs: add your link to the content your audience already loves.',
  },
  {
    icon: MessagesSquare,
    title: 'Communities',
    text: 'Slack groups, meetups and professional networks that help members land their next role.',
  },
]

/** The commission terms in plain words; the Terms of Service ("Affiliate Program") are binding. */
export const COMMISSION_TERMS = [
  {
    term: 'Commission',
    detail: `${AFFILIATE_TERMS.commissionRatePercent}% of every Premium payment made by customers you refer, for their first ${AFFILIATE_TERMS.commissionMonths} months.`,
  },
  {
    term: 'Attribution',
    detail: `A customer is yours when they sign up through your link or enter your code during sign-up. A click on your short link holds for ${AFFILIATE_TERMS.attributionDays} days, and the first link clicked wins. One referrer per customer; referring yourself earns nothing.`,
  },
  {
    term: 'Payouts',
    detail: `Monthly, by bank transfer or PayPal, once your approved balance reaches ${formatCents(AFFILIATE_TERMS.payoutMinimumCents)}.`,
  },
  {
    term: 'Approval period',
    detail: `Commissions are pending for ${AFFILIATE_TERMS.approvalDays} days after each payment, then approved once the refund window has passed. A refunded payment earns nothing.`,
  },
  {
    term: 'Not allowed',
    detail: 'Referring yourself, bidding on “ReelHire” in paid search, spam and misleading claims.',
  },
] as const
