import type { FamilyKey } from './sample-data/job-families'

/**
 * Hand-written sentences for the sample job ads and people of each role family: how the team works (job
 * ads), what people in the family enjoy and what they are proud of (the sample people's summaries).
 */
export type FamilyTexts = {
  /** The field, after "years of experience in ". */
  field: string
  /** One sentence about the team the role joins. */
  team: readonly string[]
  /** Follows "I enjoy ". */
  enjoys: readonly string[]
  /** Follows "Recently I ". */
  achievements: readonly string[]
}

export const FAMILY_TEXTS: Readonly<Record<FamilyKey, FamilyTexts>> = {
  engineering: {
    field: 'software engineering',
    team: [
      'Our engineers work in small product teams that own their services from design to production.',
      'The engineering team ships several times a day, reviews every change and keeps on-call calm and fairly shared.',
      'We are engineers who care about readable code, good tests and helping each other grow.',
    ],
    enjoys: [
      'turning vague requirements into reliable software',
      'making slow systems fast and noisy alerts quiet',
      'pairing with designers and product managers on the details',
    ],
    achievements: [
      'led the migration of a monolith to a handful of well-tested services',
      'cut our build and deploy time from forty minutes to eight',
      'rebuilt the on-call runbooks and halved the number of pages',
    ],
  },
  data: {
    field: 'data and analytics',
    team: [
      'The data team answers the questions leadership asks every week and the ones nobody has asked yet.',
      'Our analysts and data scientists sit with the product and finance teams they support.',
      'We keep one well-modelled warehouse and a small set of metrics everyone agrees on.',
    ],
    enjoys: [
      'finding the question behind the question',
      'building dashboards that people actually open',
      'designing experiments that settle an argument',
    ],
    achievements: [
      'built the forecasting model our planning team now uses every quarter',
      'replaced forty ad-hoc reports with one trusted dashboard',
      'set up the experimentation framework for our checkout flow',
    ],
  },
  product: {
    field: 'product and design',
    team: [
      'Product managers and designers here talk to customers every week and decide with engineering, not for it.',
      'Our product and design team keeps a small design system and a roadmap everyone can read.',
      'We test ideas with prototypes before we build them, and measure them after we ship.',
    ],
    enjoys: [
      'talking to customers and turning what I hear into product decisions',
      'simplifying flows until they need no explanation',
      'running usability tests and sharing what we learn',
    ],
    achievements: [
      'redesigned our onboarding flow and doubled the share of users who finish it',
      'launched a self-serve plan that now brings in a third of new customers',
      'built the first version of our design system with two engineers',
    ],
  },
  marketing: {
    field: 'marketing',
    team: [
      'The marketing team plans campaigns together with sales and measures them by pipeline, not by clicks.',
      'We are a small marketing team that writes, designs and analyses most of our work in-house.',
      'Our marketers own a channel each and share one calendar and one budget.',
    ],
    enjoys: [
      'writing copy that makes a complicated product sound simple',
      'finding the channel nobody else is using yet',
      'turning customer stories into campaigns',
    ],
    achievements: [
      'grew organic traffic by 60 percent in a year with a content programme',
      'relaunched our brand across web, social and events',
      'built the lifecycle emails that now drive most of our upgrades',
    ],
  },
  sales: {
    field: 'sales and customer success',
    team: [
      'Our sales and customer success teams share accounts, so customers meet the same faces before and after they sign.',
      'The sales team sells by listening first, and our forecasts are boring because they are accurate.',
      'We are a team of account executives, SDRs and customer success managers who win and keep customers together.',
    ],
    enjoys: [
      'helping customers make a decision they will not regret',
      'building relationships that outlast a single deal',
      'running discovery calls where the customer does most of the talking',
    ],
    achievements: [
      'closed our largest new account of the year',
      'took a territory from zero to a full pipeline in two quarters',
      'brought renewal rates in my book of business above 95 percent',
    ],
  },
  operations: {
    field: 'operations',
    team: [
      'The operations team keeps projects, vendors and budgets on track so everyone else can focus on their work.',
      'Our operations and programme managers write things down, plan ahead and remove blockers early.',
      'We run the processes that help the company grow without adding chaos.',
    ],
    enjoys: [
      'turning a messy process into a clear checklist',
      'keeping cross-team projects on schedule',
      'finding savings in contracts everyone else stopped reading',
    ],
    achievements: [
      'ran the move to our new office without a day of downtime',
      'renegotiated our main logistics contract and saved 12 percent',
      'set up the project review that every team now uses',
    ],
  },
  finance: {
    field: 'finance and accounting',
    team: [
      'The finance team closes the books in five days and explains the numbers to everyone who asks.',
      'Our finance team partners with every department on budgets, forecasts and spending decisions.',
      'We keep clean books, clear controls and a forecast leadership trusts.',
    ],
    enjoys: [
      'building financial models that answer real decisions',
      'making the monthly close faster and calmer',
      'explaining the numbers to people outside finance',
    ],
    achievements: [
      'cut the monthly close from twelve days to five',
      'led our first clean external audit',
      'built the three-year model we used to raise our last round',
    ],
  },
  people: {
    field: 'recruiting and HR',
    team: [
      'The people team runs hiring, onboarding and development for the whole company.',
      'Our recruiters and HR partners work closely with hiring managers and know every open role well.',
      'We care about a fair interview process and a first week that makes new colleagues feel welcome.',
    ],
    enjoys: [
      'matching great people with teams where they will thrive',
      'making interview processes fair and quick',
      'coaching managers through difficult conversations',
    ],
    achievements: [
      'hired forty engineers in a year while keeping offer acceptance above 85 percent',
      'rebuilt our onboarding programme from a checklist into a proper first month',
      'introduced structured interviews across every team',
    ],
  },
  healthcare: {
    field: 'patient care',
    team: [
      'Our clinical team works in small groups with the same patients, so people see familiar faces.',
      'Nurses, doctors and assistants here plan care together and share the workload fairly.',
      'We keep caseloads manageable and give clinicians protected time for training.',
    ],
    enjoys: [
      'getting to know patients over many visits',
      'explaining care plans so that patients and families feel confident',
      'working in a close clinical team',
    ],
    achievements: [
      'helped open a new community clinic',
      'led the switch to a new electronic medical record on our ward',
      'coordinated a clinical study with over 200 participants',
    ],
  },
  support: {
    field: 'customer support',
    team: [
      'Our support team answers by chat, email and phone, and every answer is written by a person.',
      'The support team shares what customers tell us with product every week, and they listen.',
      'We measure support by problems solved, not tickets closed.',
    ],
    enjoys: [
      'solving a customer’s problem on the first reply',
      'writing help articles that prevent the next ticket',
      'tracking down tricky bugs with our engineers',
    ],
    achievements: [
      'rewrote our help centre and cut ticket volume by a fifth',
      'kept customer satisfaction above 95 percent through a busy launch',
      'trained and coached six new support specialists',
    ],
  },
  legal: {
    field: 'law and compliance',
    team: [
      'Our legal team gives practical advice quickly and works with the business, not against it.',
      'The legal team keeps our contracts simple and our policies current.',
      'We are a small in-house legal team that handles most matters ourselves and manages outside counsel for the rest.',
    ],
    enjoys: [
      'turning legal risk into clear, practical advice',
      'drafting contracts people can read',
      'keeping the company ahead of new regulation',
    ],
    achievements: [
      'negotiated our largest enterprise agreement',
      'ran our GDPR programme from assessment to audit',
      'built the contract templates sales now uses without legal review',
    ],
  },
}
