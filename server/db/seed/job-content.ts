import type { Faker } from '@faker-js/faker'
import type { JobEmploymentType, JobSeniority, JobWorkSetting, SalaryPeriod } from '@/api/jobs'

/**
 * Realistic job content for the sample data: role families with their skills, duties and pay, cities
 * with currencies, and a generator that turns one faker draw into a job's fields. Used by the jobs seeder
 * and the benchmark data generator.
 */

type Family = {
  area: string
  roles: readonly string[]
  skills: readonly string[]
  duties: readonly string[]
  /** Typical yearly pay (USD) of a mid-level role. */
  basePay: number
}

const FAMILIES: Record<string, Family> = {
  engineering: {
    area: 'Engineering',
    roles: [
      'Software Engineer',
      'Frontend Engineer',
      'Backend Engineer',
      'Full Stack Developer',
      'Mobile Developer',
      'DevOps Engineer',
      'Site Reliability Engineer',
      'QA Automation Engineer',
      'Data Engineer',
      'Machine Learning Engineer',
      'Security Engineer',
      'Cloud Architect',
      'Embedded Software Engineer',
      'Platform Engineer',
    ],
    skills: [
      'TypeScript',
      'JavaScript',
      'React',
      'Node.js',
      'Python',
      'Go',
      'Java',
      'Kotlin',
      'Swift',
      'C#',
      'Rust',
      'SQL',
      'PostgreSQL',
      'AWS',
      'Azure',
      'Google Cloud',
      'Kubernetes',
      'Docker',
      'Terraform',
      'GraphQL',
      'CI/CD',
      'Linux',
      'Kafka',
      'Redis',
    ],
    duties: [
      'Design, build and ship features used by thousands of customers',
      'Write clean, tested and well-documented code',
      'Review pull requests and mentor other engineers',
      'Take part in architecture discussions and technical planning',
      'Improve the reliability, performance and observability of our services',
      'Work closely with product managers and designers to shape the roadmap',
      'Own services end to end, from design to production support',
      'Automate builds, tests and deployments',
      'Investigate and resolve production incidents',
      'Contribute to our engineering culture and hiring',
    ],
    basePay: 125_000,
  },
  data: {
    area: 'Data',
    roles: [
      'Data Analyst',
      'Data Scientist',
      'Business Intelligence Analyst',
      'Analytics Engineer',
      'Quantitative Analyst',
    ],
    skills: [
      'SQL',
      'Python',
      'R',
      'dbt',
      'Tableau',
      'Power BI',
      'Looker',
      'Excel',
      'Statistics',
      'Machine learning',
      'Spark',
      'Snowflake',
      'BigQuery',
      'Data visualization',
    ],
    duties: [
      'Turn business questions into clear analyses and recommendations',
      'Build and maintain dashboards used by leadership',
      'Design experiments and measure their impact',
      'Model data in the warehouse for reliable reporting',
      'Partner with product and marketing teams on key metrics',
      'Present findings to technical and non-technical audiences',
      'Improve data quality and documentation',
      'Build predictive models and bring them to production',
    ],
    basePay: 105_000,
  },
  product: {
    area: 'Product & Design',
    roles: [
      'Product Manager',
      'Product Designer',
      'UX Researcher',
      'UI Designer',
      'Technical Product Manager',
      'Content Designer',
    ],
    skills: [
      'Figma',
      'User research',
      'Prototyping',
      'Design systems',
      'Roadmapping',
      'A/B testing',
      'Analytics',
      'Accessibility',
      'Jira',
      'Product strategy',
      'Interaction design',
      'Stakeholder management',
    ],
    duties: [
      'Talk to customers and turn their needs into product decisions',
      'Define and prioritise the roadmap with engineering and design',
      'Design flows, wireframes and high-fidelity prototypes',
      'Run usability tests and share what you learn',
      'Write clear specifications and acceptance criteria',
      'Measure outcomes and iterate on what we ship',
      'Contribute to and evolve our design system',
      'Align stakeholders across sales, support and marketing',
    ],
    basePay: 118_000,
  },
  marketing: {
    area: 'Marketing',
    roles: [
      'Marketing Manager',
      'Content Strategist',
      'SEO Specialist',
      'Growth Marketer',
      'Social Media Manager',
      'Brand Manager',
      'Product Marketing Manager',
      'Copywriter',
    ],
    skills: [
      'SEO',
      'Content marketing',
      'Copywriting',
      'Google Analytics',
      'HubSpot',
      'Social media',
      'Email marketing',
      'Paid search',
      'Brand strategy',
      'Marketing automation',
      'Public relations',
      'Video editing',
    ],
    duties: [
      'Plan and run campaigns across paid, owned and earned channels',
      'Create content that educates and converts our audience',
      'Own the marketing calendar and budget for your area',
      'Analyse campaign performance and optimise for growth',
      'Work with sales to generate and qualify pipeline',
      'Shape our positioning, messaging and brand voice',
      'Manage agencies and freelancers',
      'Grow our community and social presence',
    ],
    basePay: 85_000,
  },
  sales: {
    area: 'Sales & Customer Success',
    roles: [
      'Account Executive',
      'Sales Development Representative',
      'Customer Success Manager',
      'Account Manager',
      'Sales Engineer',
      'Partnerships Manager',
    ],
    skills: [
      'Salesforce',
      'Negotiation',
      'Prospecting',
      'Customer success',
      'CRM',
      'Public speaking',
      'Account management',
      'Solution selling',
      'Forecasting',
      'Onboarding',
    ],
    duties: [
      'Build and manage a pipeline of qualified opportunities',
      'Run discovery calls and tailored product demos',
      'Negotiate and close new business',
      'Onboard new customers and drive adoption',
      'Be the voice of the customer inside the company',
      'Grow accounts through renewals and expansion',
      'Keep the CRM accurate and forecasts reliable',
      'Work with marketing on campaigns and events',
    ],
    basePay: 80_000,
  },
  operations: {
    area: 'Operations',
    roles: [
      'Operations Manager',
      'Project Manager',
      'Program Manager',
      'Supply Chain Analyst',
      'Office Manager',
      'Logistics Coordinator',
      'Business Operations Analyst',
    ],
    skills: [
      'Project management',
      'Excel',
      'Process improvement',
      'Lean',
      'Budgeting',
      'Vendor management',
      'Scheduling',
      'Asana',
      'Stakeholder management',
      'Procurement',
    ],
    duties: [
      'Plan, track and deliver cross-team projects on time',
      'Improve processes and remove bottlenecks',
      'Manage vendors, contracts and budgets',
      'Report on operational metrics and risks',
      'Coordinate schedules, resources and logistics',
      'Build playbooks that help the company scale',
      'Support leadership with planning and reviews',
    ],
    basePay: 82_000,
  },
  finance: {
    area: 'Finance',
    roles: ['Financial Analyst', 'Accountant', 'Controller', 'Payroll Specialist', 'Auditor', 'FP&A Manager'],
    skills: [
      'Accounting',
      'Excel',
      'Financial modeling',
      'GAAP',
      'IFRS',
      'NetSuite',
      'QuickBooks',
      'Forecasting',
      'Audit',
      'Tax',
      'SAP',
    ],
    duties: [
      'Prepare monthly close, reconciliations and reports',
      'Build financial models and forecasts',
      'Support budgeting and planning cycles',
      'Keep our controls and compliance in good order',
      'Work with auditors and tax advisers',
      'Analyse spending and recommend savings',
      'Process payroll and expenses accurately',
    ],
    basePay: 90_000,
  },
  people: {
    area: 'People',
    roles: [
      'Technical Recruiter',
      'HR Business Partner',
      'Talent Acquisition Specialist',
      'People Operations Coordinator',
      'Learning and Development Manager',
    ],
    skills: [
      'Recruiting',
      'Sourcing',
      'Interviewing',
      'Employer branding',
      'HRIS',
      'Employee relations',
      'Onboarding',
      'Compensation',
      'Workday',
      'Coaching',
    ],
    duties: [
      'Run full-cycle recruiting for roles across the company',
      'Partner with hiring managers on headcount plans',
      'Source and engage great candidates',
      'Make our interview process fair and consistent',
      'Support managers on people matters',
      'Run onboarding and learning programmes',
      'Keep people data accurate and compliant',
    ],
    basePay: 78_000,
  },
  healthcare: {
    area: 'Clinical',
    roles: [
      'Registered Nurse',
      'Clinical Research Coordinator',
      'Medical Assistant',
      'Pharmacist',
      'Physical Therapist',
      'Nurse Practitioner',
    ],
    skills: [
      'Nursing',
      'Patient care',
      'EMR',
      'BLS',
      'Clinical research',
      'HIPAA',
      'Medication administration',
      'Triage',
      'Care coordination',
    ],
    duties: [
      'Provide safe, compassionate care to patients',
      'Keep accurate clinical records',
      'Work with physicians and the wider care team',
      'Educate patients and families',
      'Follow clinical protocols and quality standards',
      'Coordinate studies and patient visits',
    ],
    basePay: 88_000,
  },
  support: {
    area: 'Customer Support',
    roles: [
      'Customer Support Specialist',
      'Technical Support Engineer',
      'Support Team Lead',
      'Help Desk Analyst',
    ],
    skills: [
      'Zendesk',
      'Customer service',
      'Troubleshooting',
      'Written communication',
      'Intercom',
      'SQL',
      'Ticketing',
      'Empathy',
    ],
    duties: [
      'Answer customer questions by chat, email and phone',
      'Troubleshoot technical issues and escalate bugs',
      'Write and improve help-centre articles',
      'Share customer feedback with product teams',
      'Meet response and resolution targets',
      'Coach new team members',
    ],
    basePay: 58_000,
  },
  legal: {
    area: 'Legal',
    roles: ['Legal Counsel', 'Paralegal', 'Compliance Officer', 'Contracts Manager'],
    skills: [
      'Contract law',
      'Compliance',
      'GDPR',
      'Negotiation',
      'Legal research',
      'Risk management',
      'Corporate law',
    ],
    duties: [
      'Draft, review and negotiate commercial contracts',
      'Advise teams on legal and regulatory questions',
      'Run our compliance programme',
      'Manage outside counsel',
      'Keep policies up to date',
    ],
    basePay: 115_000,
  },
}

type FamilyKey = keyof typeof FAMILIES
const FAMILY_KEYS = Object.keys(FAMILIES) as FamilyKey[]

/** Industries that mostly hire one family (the rest draw from every family). */
const INDUSTRY_FAMILY: Record<string, FamilyKey> = {
  Technology: 'engineering',
  Software: 'engineering',
  'Artificial Intelligence': 'engineering',
  Cybersecurity: 'engineering',
  Gaming: 'engineering',
  Fintech: 'engineering',
  'Data & Analytics': 'data',
  Healthcare: 'healthcare',
  Pharmaceuticals: 'healthcare',
  Biotechnology: 'healthcare',
  Finance: 'finance',
  Banking: 'finance',
  Insurance: 'finance',
  Marketing: 'marketing',
  Advertising: 'marketing',
  'Media & Entertainment': 'marketing',
  Retail: 'sales',
  'E-commerce': 'sales',
  'Transportation & Logistics': 'operations',
  Manufacturing: 'operations',
  Construction: 'operations',
  'Human Resources': 'people',
  Legal: 'legal',
  Consulting: 'product',
}

type City = { name: string; currency: string; pay: number }

const CITIES: readonly City[] = [
  { name: 'San Francisco, CA', currency: 'USD', pay: 1.25 },
  { name: 'New York, NY', currency: 'USD', pay: 1.2 },
  { name: 'Seattle, WA', currency: 'USD', pay: 1.15 },
  { name: 'Austin, TX', currency: 'USD', pay: 1.0 },
  { name: 'Boston, MA', currency: 'USD', pay: 1.1 },
  { name: 'Chicago, IL', currency: 'USD', pay: 1.0 },
  { name: 'Denver, CO', currency: 'USD', pay: 1.0 },
  { name: 'Atlanta, GA', currency: 'USD', pay: 0.95 },
  { name: 'Los Angeles, CA', currency: 'USD', pay: 1.1 },
  { name: 'Miami, FL', currency: 'USD', pay: 0.95 },
  { name: 'Portland, OR', currency: 'USD', pay: 1.0 },
  { name: 'Raleigh, NC', currency: 'USD', pay: 0.95 },
  { name: 'Toronto, Canada', currency: 'CAD', pay: 1.1 },
  { name: 'Vancouver, Canada', currency: 'CAD', pay: 1.05 },
  { name: 'London, United Kingdom', currency: 'GBP', pay: 0.75 },
  { name: 'Manchester, United Kingdom', currency: 'GBP', pay: 0.65 },
  { name: 'Berlin, Germany', currency: 'EUR', pay: 0.7 },
  { name: 'Munich, Germany', currency: 'EUR', pay: 0.75 },
  { name: 'Amsterdam, Netherlands', currency: 'EUR', pay: 0.72 },
  { name: 'Paris, France', currency: 'EUR', pay: 0.68 },
  { name: 'Dublin, Ireland', currency: 'EUR', pay: 0.75 },
  { name: 'Barcelona, Spain', currency: 'EUR', pay: 0.55 },
  { name: 'Stockholm, Sweden', currency: 'EUR', pay: 0.7 },
  { name: 'Sydney, Australia', currency: 'AUD', pay: 1.3 },
  { name: 'Melbourne, Australia', currency: 'AUD', pay: 1.25 },
  { name: 'Singapore', currency: 'USD', pay: 0.85 },
]

const REMOTE_LOCATIONS = [
  'Remote',
  'Remote (US)',
  'Remote (Europe)',
  'Remote (Americas)',
  'Remote (Worldwide)',
]

type Level = { prefix: string; seniority: JobSeniority[]; pay: number; weight: number }

const LEVELS: readonly Level[] = [
  { prefix: 'Junior ', seniority: ['Junior'], pay: 0.72, weight: 14 },
  { prefix: '', seniority: ['Mid'], pay: 1, weight: 36 },
  { prefix: '', seniority: ['Mid', 'Senior'], pay: 1.1, weight: 8 },
  { prefix: 'Senior ', seniority: ['Senior'], pay: 1.3, weight: 26 },
  { prefix: 'Lead ', seniority: ['LeadExecutive'], pay: 1.55, weight: 6 },
  { prefix: 'Principal ', seniority: ['LeadExecutive'], pay: 1.75, weight: 3 },
  { prefix: 'Entry-Level ', seniority: ['Entry'], pay: 0.62, weight: 4 },
  { prefix: '', seniority: ['None'], pay: 1, weight: 3 },
]

const BENEFITS = [
  'Competitive salary and equity',
  'Health, dental and vision insurance',
  'Flexible working hours',
  'A generous learning budget',
  '25 days of paid time off',
  'Paid parental leave',
  'A home-office allowance',
  'Retirement plan with company match',
  'Wellness stipend',
  'Team offsites twice a year',
]

const CURRENCY_RATE: Record<string, number> = { USD: 1, CAD: 1.36, GBP: 0.79, EUR: 0.92, AUD: 1.52 }

export type CompanyForJobs = {
  id: string
  name: string
  industry: string | null
  location: string | null
}

export type GeneratedContent = {
  title: string
  description: string
  responsibilities: string[]
  requirements: string[]
  skills: string[]
  location: string
  employmentTypes: JobEmploymentType[]
  seniority: JobSeniority[]
  workSetting: JobWorkSetting
  salary: { min: number; max: number; currency: string; period: SalaryPeriod } | null
}

function pickLevel(faker: Faker): Level {
  return faker.helpers.weightedArrayElement(LEVELS.map((level) => ({ weight: level.weight, value: level })))
}

function employmentOf(faker: Faker, intern: boolean): JobEmploymentType[] {
  if (intern) return ['Internship']
  const main = faker.helpers.weightedArrayElement<JobEmploymentType>([
    { weight: 74, value: 'FullTime' },
    { weight: 8, value: 'PartTime' },
    { weight: 6, value: 'Contractor' },
    { weight: 4, value: 'ContractToHire' },
    { weight: 4, value: 'Freelance' },
    { weight: 4, value: 'Temporary' },
  ])
  // Some full-time roles are also open to contractors.
  return main === 'FullTime' && faker.datatype.boolean({ probability: 0.06 })
    ? ['FullTime', 'Contractor']
    : [main]
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step

/** One job's content for `company`, drawn from `faker` (deterministic for a seeded faker). */
export function generateJobContent(faker: Faker, company: CompanyForJobs): GeneratedContent {
  const preferred = company.industry ? INDUSTRY_FAMILY[company.industry] : undefined
  const familyKey =
    preferred && faker.datatype.boolean({ probability: 0.65 })
      ? preferred
      : faker.helpers.arrayElement(FAMILY_KEYS)
  const family = FAMILIES[familyKey]!
  const role = faker.helpers.arrayElement(family.roles)
  const intern = faker.datatype.boolean({ probability: 0.04 })
  const level: Level = intern ? { prefix: '', seniority: ['Entry'], pay: 0.45, weight: 0 } : pickLevel(faker)
  const title = intern ? `${role} Intern` : `${level.prefix}${role}`
  const employmentTypes = employmentOf(faker, intern)

  const workSetting = faker.helpers.weightedArrayElement<JobWorkSetting>([
    { weight: 45, value: 'Onsite' },
    { weight: 30, value: 'Hybrid' },
    { weight: 25, value: 'Remote' },
  ])
  const city =
    company.location && faker.datatype.boolean({ probability: 0.5 })
      ? (CITIES.find((c) => c.name === company.location) ?? faker.helpers.arrayElement(CITIES))
      : faker.helpers.arrayElement(CITIES)
  const remote = workSetting === 'Remote'
  const location = remote ? faker.helpers.arrayElement(REMOTE_LOCATIONS) : city.name
  const currency = remote ? 'USD' : city.currency

  const skills = faker.helpers.arrayElements(family.skills, { min: 3, max: 7 })
  const responsibilities = faker.helpers.arrayElements(family.duties, { min: 4, max: 6 })
  const years = intern
    ? 0
    : level.pay < 0.8
      ? faker.number.int({ min: 1, max: 2 })
      : level.pay < 1.2
        ? faker.number.int({ min: 2, max: 4 })
        : faker.number.int({ min: 5, max: 8 })
  const requirements = [
    ...(years > 0
      ? [`${years}+ years of experience as a ${role} or in a similar role`]
      : ['Currently studying or recently graduated in a related field']),
    `Hands-on experience with ${skills.slice(0, 2).join(' and ')}`,
    ...faker.helpers.arrayElements(
      [
        'Excellent written and spoken English',
        'A habit of clear, honest communication',
        'Comfort with ambiguity and changing priorities',
        'Experience working with distributed teams',
        'A track record of delivering results',
        'Curiosity and a willingness to learn',
        'Strong attention to detail',
      ],
      { min: 2, max: 3 },
    ),
  ]
  if (skills.length > 3) requirements.push(`Familiarity with ${skills.slice(2, 4).join(' or ')} is a plus`)

  const setting = remote
    ? 'fully remote'
    : workSetting === 'Hybrid'
      ? `hybrid, based in ${city.name}`
      : `based in our ${city.name} office`
  const benefits = faker.helpers.arrayElements(BENEFITS, { min: 3, max: 5 })
  const description = [
    `${company.name} is looking for a ${title} to join our ${family.area} team. This role is ${setting}.`,
    `${faker.company.catchPhrase()}. We ${faker.company.buzzPhrase()}, and we are growing the team that makes it happen.`,
    `As our ${title}, you will ${responsibilities[0]!.charAt(0).toLowerCase()}${responsibilities[0]!.slice(1)} and ${responsibilities[1]!.charAt(0).toLowerCase()}${responsibilities[1]!.slice(1)}. You will work with ${skills.slice(0, 3).join(', ')} every day.`,
    `What we offer: ${benefits.join('; ')}.`,
  ].join('\n\n')

  let salary: GeneratedContent['salary'] = null
  if (faker.datatype.boolean({ probability: 0.86 })) {
    const rate = CURRENCY_RATE[currency] ?? 1
    const yearly =
      family.basePay *
      level.pay *
      (remote ? 1 : city.pay) *
      rate *
      faker.number.float({ min: 0.88, max: 1.12 })
    const hourly = employmentTypes.some(
      (type) => type === 'PartTime' || type === 'Temporary' || type === 'Freelance' || type === 'Internship',
    )
    if (hourly) {
      const min = roundTo(yearly / 2080, 0.5)
      salary = {
        min,
        max: roundTo(min * faker.number.float({ min: 1.1, max: 1.35 }), 0.5),
        currency,
        period: 'hourly',
      }
    } else {
      const min = roundTo(yearly, 1000)
      salary = {
        min,
        max: roundTo(min * faker.number.float({ min: 1.12, max: 1.4 }), 1000),
        currency,
        period: 'yearly',
      }
    }
  }

  return {
    title,
    description,
    responsibilities,
    requirements,
    skills,
    location,
    employmentTypes,
    seniority: level.seniority,
    workSetting,
    salary,
  }
}
