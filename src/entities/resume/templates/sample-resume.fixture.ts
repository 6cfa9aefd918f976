import type { JsonResume } from '@/api/resumes/json-resume'

/**
 * A realistic two-page resume with every JSON Resume section and names from several alphabets: what the PDF
 * tests and the export benchmark render.
 */
export const SAMPLE_RESUME: JsonResume = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'José Müller-Øberg',
    label: 'Senior Backend Engineer',
    email: 'jose.muller@example.com',
    phone: '+49 30 1234 5678',
    url: 'https://jose-muller.example.com',
    summary:
      'Backend engineer with nine years of experience building payment and logistics platforms in Go, TypeScript and PostgreSQL. I care about systems that stay boring in production: clear contracts, measured performance and on-call rotations nobody dreads.\nI mentor engineers across time zones and enjoy turning vague requirements into small, shippable steps.',
    location: {
      address: 'Torstraße 12',
      postalCode: '10119',
      city: 'Berlin',
      region: 'Berlin',
      countryCode: 'DE',
    },
    profiles: [
      {
        network: 'LinkedIn',
        username: 'jose-muller-oberg',
        url: 'https://www.linkedin.com/in/jose-muller-oberg',
      },
      { network: 'GitHub', username: 'jmo', url: 'https://github.com/jmo' },
    ],
  },
  work: [
    {
      name: 'Nordlicht Payments GmbH',
      position: 'Senior Backend Engineer',
      location: 'Berlin, Germany',
      url: 'https://nordlicht.example.com',
      startDate: '2021-03',
      summary:
        'Lead engineer of the settlement team (six engineers) for a card-acquiring platform processing 40 million transactions a month.',
      highlights: [
        'Redesigned the settlement pipeline around an outbox and idempotent consumers, cutting reconciliation incidents from eleven a quarter to one.',
        'Moved the ledger from MySQL to PostgreSQL with zero downtime using dual writes and a verified backfill of 1.2 billion rows.',
        'Introduced service-level objectives and error budgets; p99 latency of the authorisation API fell from 480 ms to 120 ms.',
        'Mentored four engineers to senior level and ran the backend interview loop for two years.',
      ],
    },
    {
      name: 'Fjordline Logistics AS',
      position: 'Software Engineer',
      location: 'Oslo, Norway',
      startDate: '2017-08',
      endDate: '2021-02',
      summary:
        'Built the route-planning and tracking services of a freight marketplace used by 900 carriers.',
      highlights: [
        'Wrote the shipment-tracking service in Go, ingesting 15,000 GPS events per second from carriers’ telematics.',
        'Shipped a route optimiser that saved carriers 8% in fuel on average, measured over six months.',
        'Replaced nightly batch exports with change-data-capture streams to the analytics warehouse.',
      ],
    },
    {
      name: 'Café Solutions SARL',
      position: 'Junior Developer',
      location: 'Lyon, France',
      startDate: '2015-09',
      endDate: '2017-07',
      highlights: [
        'Maintained the point-of-sale backend for 140 cafés and bakeries across France and Belgium.',
        'Automated the monthly VAT reports, saving the finance team two days of work every month.',
      ],
    },
  ],
  education: [
    {
      institution: 'Technische Universität München',
      url: 'https://www.tum.de',
      area: 'Computer Science',
      studyType: 'Master of Science',
      startDate: '2013-10',
      endDate: '2015-08',
      score: '1.3 (very good)',
      courses: ['Distributed Systems', 'Database Implementation', 'Cryptography'],
    },
    {
      institution: 'Université Lyon 1 Claude Bernard',
      area: 'Mathematics and Computer Science',
      studyType: 'Bachelor of Science',
      startDate: '2010-09',
      endDate: '2013-07',
    },
  ],
  skills: [
    { name: 'Backend', level: 'Expert', keywords: ['Go', 'TypeScript', 'Node.js', 'gRPC', 'REST'] },
    { name: 'Data', level: 'Advanced', keywords: ['PostgreSQL', 'Kafka', 'Redis', 'ClickHouse'] },
    {
      name: 'Operations',
      level: 'Advanced',
      keywords: ['Kubernetes', 'Terraform', 'Prometheus', 'OpenTelemetry'],
    },
  ],
  projects: [
    {
      name: 'pgoutbox',
      description:
        'An open-source transactional outbox for PostgreSQL and Go, used in production by several fintechs.',
      highlights: [
        '1,800 stars on GitHub and 40 contributors.',
        'Exactly-once delivery verified with Jepsen-style tests.',
      ],
      keywords: ['Go', 'PostgreSQL', 'Open source'],
      startDate: '2019-05',
      url: 'https://github.com/jmo/pgoutbox',
      roles: ['Author', 'Maintainer'],
      type: 'library',
    },
    {
      name: 'Freight ETA model',
      description:
        'A gradient-boosted model predicting arrival times of freight shipments from live GPS and traffic data.',
      startDate: '2020-01',
      endDate: '2020-09',
      roles: ['Backend lead'],
      entity: 'Fjordline Logistics AS',
    },
  ],
  volunteer: [
    {
      organization: 'Code Club Berlin',
      position: 'Mentor',
      url: 'https://codeclub.example.org',
      startDate: '2019-01',
      summary: 'Weekly programming lessons for children aged 9 to 13 in a public library in Wedding.',
      highlights: ['Wrote a Scratch-to-Python course now used by eight clubs.'],
    },
  ],
  awards: [
    {
      title: 'Engineering Excellence Award',
      date: '2023-06',
      awarder: 'Nordlicht Payments GmbH',
      summary: 'For the zero-downtime ledger migration.',
    },
  ],
  certificates: [
    {
      name: 'Certified Kubernetes Administrator',
      date: '2022-11',
      issuer: 'The Linux Foundation',
      url: 'https://www.cncf.io/certification/cka/',
    },
  ],
  publications: [
    {
      name: 'Idempotency keys in payment APIs',
      publisher: 'InfoQ',
      releaseDate: '2022-04-12',
      url: 'https://www.infoq.com/articles/idempotency-payments',
      summary: 'How retries, timeouts and idempotency keys interact, with lessons from production incidents.',
    },
  ],
  languages: [
    { language: 'German', fluency: 'Native speaker' },
    { language: 'French', fluency: 'Fluent' },
    { language: 'English', fluency: 'Fluent' },
    { language: 'Norwegian', fluency: 'Conversational' },
  ],
  interests: [
    { name: 'Cycling', keywords: ['Audax', 'bike packing'] },
    { name: 'Cooking', keywords: ['Sourdough', 'Lyonnaise cuisine'] },
  ],
  references: [
    {
      name: 'Zoë Hartmann, VP Engineering at Nordlicht Payments',
      reference:
        'José led our ledger migration with a calm that spread to the whole team. He is the engineer I call when a problem has no owner.',
    },
    {
      name: 'Łukasz Nowak, Staff Engineer at Fjordline Logistics',
      reference:
        'His design documents are the clearest I have read; the tracking service he built still runs untouched.',
    },
    {
      name: 'François Dubois, CTO of Café Solutions',
      reference: 'A fast learner who took ownership of our VAT reporting within his first months.',
    },
  ],
  meta: { version: 'v1.0.0', lastModified: '2026-11-20T10:00:00Z' },
}

/** A resume with a name and nothing else. */
export const NAME_ONLY_RESUME: JsonResume = { basics: { name: 'Zoë Łukasz' } }
