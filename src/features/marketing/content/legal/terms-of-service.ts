import { CART_MAX_USERS } from '@/api/cart'
import { FREE_AI_REQUESTS_PER_MONTH, seatPrice } from '@/api/pricing'
import { LEGAL_EMAIL } from './legal-meta'

const usd = (amount: number) => `$${amount.toFixed(2)}`

export const TERMS_SUMMARY =
  'The rules for using ReelHire: your account, your content, job posts, AI features, Premium billing, the Affiliate Program and our responsibilities to each other.'

export const TERMS_OF_SERVICE = `
These Terms of Service ("**Terms**") are an agreement between you and ReelHire, Inc. ("**ReelHire**", "**we**", "**us**") and govern your use of the ReelHire website, app and related services (the "**Services**"). By creating an account or using the Services you accept these Terms. If you use ReelHire on behalf of a company, you accept them for that company and confirm you may do so.

## 1. Who can use ReelHire

You must be at least 16 years old and able to form a binding contract. You may not use the Services if we have previously closed your account for breaking these Terms, or if the law forbids you from using them.

## 2. Your account

- Give accurate information when you sign up and keep it up to date.
- Keep your password secret and turn on two-factor authentication where you can. You are responsible for activity under your account.
- Tell us straight away at [${LEGAL_EMAIL}](mailto:${LEGAL_EMAIL}) if you think someone else has access to it.
- Company accounts are managed by their owners, who decide who holds a seat and what each member can do.

## 3. Your content

You keep ownership of everything you upload or create on ReelHire, including resumes, videos, job posts and messages ("**Your Content**"). You give ReelHire a worldwide, non-exclusive, royalty-free licence to host, store, reproduce, transcode, caption and display Your Content **only** to operate, secure and improve the Services and to show it to the people you choose through your visibility settings. This licence ends when you delete Your Content, except for copies others already received (for example, an application you sent) and backups kept for a limited time.

You confirm that you have the rights needed to upload Your Content and that it does not break the law or anyone else's rights.

## 4. Acceptable use

You agree not to:

- post false, misleading or discriminatory content, including fake jobs or fake candidates;
- ask candidates for payment, or collect sensitive data that is not needed for a hiring decision;
- harass, threaten or spam other users, or message people for purposes unrelated to hiring;
- scrape, bulk-download or resell data from the Services, or use it to build a competing database;
- probe, disrupt or overload the Services, or get around limits such as the AI request quota;
- upload malware or content that infringes intellectual property or privacy rights.

We may remove content or suspend accounts that break these rules, and we will tell you why unless the law or safety prevents it.

## 5. Employers and job posts

Employers and recruiters are responsible for their job posts and hiring decisions, and must comply with employment, anti-discrimination and data protection laws. Job posts must describe a real, open position. Application data you receive through ReelHire may be used only to assess candidates for the role they applied to, or for future roles if the candidate agreed.

## 6. AI features

AI tools produce suggestions — scores, summaries, rewrites and match results — that can be incomplete or wrong. Review them before relying on them. AI results must never be the sole basis for rejecting a candidate. Free accounts may make ${FREE_AI_REQUESTS_PER_MONTH} AI requests per calendar month; Premium accounts are subject only to fair-use limits that protect the service.

## 7. Plans, seats and billing

- **Free plan.** Core features at no cost, with the limits shown on the [Pricing page](/pricing).
- **Premium** is sold per seat. One seat costs ${usd(seatPrice('monthly'))} per month with monthly billing, or ${usd(seatPrice('annual'))} per year with annual billing (twelve months at 20% off). A single purchase covers 1 to ${CART_MAX_USERS} seats.
- **Renewal.** Subscriptions renew automatically at the end of each billing period at the then-current price until cancelled. We will tell you at least 30 days before any price change applies to you.
- **Cancellation.** You can cancel at any time in Account → Billing; Premium stays active until the end of the paid period.
- **Refunds.** If you are not satisfied, ask within 14 days of your first payment for a full refund. Otherwise payments are non-refundable except where the law requires.
- **Taxes.** Prices exclude taxes, which are added at checkout where applicable.

## 8. Offline use

The app stores some data on your device so it keeps working without a connection. Changes you make offline are sent when you reconnect; if a change can no longer be applied (for example, the job was closed), we tell you and undo it on your device.

## 9. Affiliate Program

If you join the Affiliate Program, you earn a commission of 25% of the Premium payments made by customers you refer during their first 12 months. A customer counts as your referral when they sign up through your link or enter your code at sign-up. Commissions are approved 30 days after each payment and paid monthly once your approved balance reaches $50. Self-referrals, paid search ads on the ReelHire name, spam and misleading claims are not allowed and void the related commissions. We may change or end the program with 30 days' notice; commissions already approved will be paid.

## 10. Third-party services

The Services may link to or integrate with services we do not control, such as payment processors or calendar apps. Their own terms apply to your use of them.

## 11. Ending your use

You can close your account at any time in Settings. We may suspend or close accounts that seriously or repeatedly break these Terms, or when the law requires it. Sections 3 (for content already shared), 12, 13, 14 and 15 survive termination.

## 12. Disclaimers

We work hard to keep ReelHire available and accurate, but the Services are provided "as is" and "as available". We do not guarantee that you will find a job or a candidate, that job posts or profiles are accurate, or that the Services will be uninterrupted or error-free. Nothing in these Terms limits rights you have as a consumer that cannot be limited by contract.

## 13. Limitation of liability

To the extent the law allows, ReelHire is not liable for indirect, incidental or consequential damages, or for lost profits, data or opportunities. Our total liability for any claim relating to the Services is limited to the greater of the amount you paid us in the 12 months before the claim and $100. These limits do not apply to liability that cannot be excluded by law, such as for fraud or gross negligence.

## 14. Indemnity

If you use the Services for business, you will defend and indemnify ReelHire against third-party claims arising from your content, your job posts or your breach of these Terms or the law.

## 15. Governing law and disputes

These Terms are governed by the laws of the State of Delaware, USA, without regard to conflict-of-law rules. If you are a consumer in the EEA, the UK or Switzerland, you also benefit from the mandatory laws of your country and may bring proceedings in its courts. Before going to court, please contact us — most problems are solved quickly that way.

## 16. Changes to these Terms

We may update these Terms as the Services change. For material changes we will give you at least 30 days' notice by email or in the app. If you keep using ReelHire after the changes take effect, the new Terms apply; if you do not agree, you can close your account.

## 17. Contact

Questions about these Terms: [${LEGAL_EMAIL}](mailto:${LEGAL_EMAIL}) or the [contact form](/contact). See also our [Privacy Policy](/privacy-policy) and [Cookie Policy](/cookies).
`
