import { FREE_AI_REQUESTS_PER_MONTH } from '@/api/pricing'
import { PRIVACY_EMAIL } from './legal-meta'

export const PRIVACY_POLICY_SUMMARY =
  'What personal data ReelHire collects, why, who we share it with, how long we keep it, and the choices and rights you have.'

export const PRIVACY_POLICY = `
This Privacy Policy explains how ReelHire, Inc. and its subsidiary ReelHire Europe, Unipessoal Lda ("**ReelHire**", "**we**", "**us**") handle personal data when you use the ReelHire website, the installable app and related services (the "**Services**"). We wrote it to be read, not just agreed to. If anything is unclear, write to [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}).

**The short version:** we use your data to run the Services and help you get hired or hire. You decide who sees your resumes and videos. We do not sell personal data, we do not show third-party advertising, and we do not train AI models on your documents.

## 1. Who we are

ReelHire, Inc. is the controller of personal data for users outside the European Economic Area (EEA), the United Kingdom and Switzerland. For users in those regions, ReelHire Europe, Unipessoal Lda, Lisbon, Portugal, is the controller. When an employer uses ReelHire to review applications, that employer is an independent controller of the application data you send them.

## 2. Information we collect

**Information you give us**

- **Account details:** name, email address, password (stored only as a salted hash), role (job seeker, recruiter or employer) and an optional referral code.
- **Profile and resume content:** work history, education, skills, location, photo, links and anything else you add to a profile or resume, including uploaded PDF, DOC or DOCX files.
- **Video resumes:** recordings and uploads, their captions and transcripts, and any script the AI drafted for you.
- **Hiring content:** job posts, company pages, candidate notes, messages, tasks and outreach templates.
- **Billing details:** plan, number of seats and billing address. Card details are collected and stored by our payment processor, not by us.
- **Support requests:** messages you send through the contact form or by email.

**Information collected automatically**

- **Usage data:** pages viewed, searches, features used and the date and time of each request.
- **Device data:** browser type, operating system, language, approximate location derived from your IP address, and error reports when something breaks.
- **Cookies and local storage:** see our [Cookie Policy](/cookies).

**Information from others**

- An employer or recruiter may add notes about your application. A teammate may invite you to a company account. If you sign in with a third-party provider, we receive your name and email from it.

## 3. How we use information

| Purpose | Examples | Legal basis (EEA/UK) |
| --- | --- | --- |
| Provide the Services | Create your account, host resumes and videos, show jobs, deliver messages | Contract |
| Match people and jobs | Search results, job–resume match scores, recommendations | Contract; legitimate interests |
| AI features | Resume scoring, summaries, the AI coach | Contract |
| Keep ReelHire safe | Detect fraud, spam and abuse, enforce our Terms, secure accounts | Legitimate interests; legal obligation |
| Billing | Charge for Premium seats, send receipts, handle refunds | Contract; legal obligation |
| Improve the product | Aggregate usage statistics, error reports, performance measurements | Legitimate interests |
| Communicate with you | Service emails, security alerts and, if you opt in, product news | Contract; consent |

## 4. AI features

When you use an AI tool or the AI coach, we send the text needed for that request (for example, your resume and a job description) to our AI processing service and return the result to you. Requests are processed only to answer you: **your documents are not used to train AI models**, ours or our providers'. Free accounts can make ${FREE_AI_REQUESTS_PER_MONTH} AI requests a month; we count requests, not their content. AI results are suggestions — they never decide on an application automatically.

## 5. How we share information

- **With employers, when you choose.** Applying to a job shares the resume and video you select with that employer. Public resumes can be found by anyone; "Recruiters only" resumes only by signed-in recruiters and employers.
- **With your team.** Content in a company account is visible to the members of that account according to their roles.
- **With service providers** who host our infrastructure, store media, send email, process payments and provide AI processing, under contracts that limit their use of your data to providing their service to us.
- **For legal reasons,** when required by law or to protect the rights, property or safety of our users, the public or ReelHire.
- **In a business transfer,** such as a merger or acquisition, subject to this Policy.

We do **not** sell or rent personal data, and we do not share it for cross-context behavioural advertising.

## 6. Data stored on your device

To keep working offline, the ReelHire app stores some data in your browser: recent job listings and details, your saved jobs, follows, cart and profile, and changes waiting to sync. This data stays on your device, is encrypted in transit when it syncs, and is removed when you sign out. You can also clear it from your browser's site settings.

## 7. International transfers

We host data in the European Union and the United States. When data moves between regions, we rely on the EU–US Data Privacy Framework where applicable and on Standard Contractual Clauses with additional safeguards.

## 8. How long we keep data

| Data | Retention |
| --- | --- |
| Account, profile, resumes and videos | Until you delete them or close your account |
| Applications you sent | For the life of the job post plus 12 months, unless you withdraw sooner |
| Messages and support requests | 3 years after the last message |
| Billing records | 7 years, as tax law requires |
| Server logs and error reports | 30 days |

When you close your account, we delete or anonymise your data within 30 days, except where we must keep it by law.

## 9. Security

Passwords are hashed with Argon2id, connections use TLS, and access to production data is limited to staff who need it and is logged. You can add two-factor authentication in Settings. No system is perfectly secure; if we learn of a breach that affects you, we will tell you without undue delay.

## 10. Your rights and choices

Depending on where you live, you have the right to:

- **access** the personal data we hold about you and receive a copy in a portable format;
- **correct** data that is wrong or incomplete;
- **delete** your data or close your account;
- **object to** or **restrict** certain processing, including processing based on legitimate interests;
- **withdraw consent** at any time, for example to marketing emails;
- **not be discriminated against** for exercising your privacy rights (California).

Most of this can be done directly in Account → Settings. For anything else, email [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}); we answer within 30 days. You may also complain to your local data protection authority.

## 11. Children

ReelHire is not intended for anyone under 16, and we do not knowingly collect data from children under 16. If you believe a child has given us personal data, contact us and we will delete it.

## 12. Changes to this Policy

If we make material changes, we will tell you by email or in the app at least 30 days before they take effect. The date at the top of this page shows when the Policy was last updated.

## 13. Contact us

Questions, requests or complaints: [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}). You can also reach our Data Protection Officer at the same address, or use the [contact form](/contact).
`
