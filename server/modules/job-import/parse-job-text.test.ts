import { describe, expect, it } from 'vitest'
import { jobImportFixture } from '../../test/job-import-files'
import { parseJobText } from './parse-job-text'

describe('parseJobText', () => {
  it('reads the text fixture: title, sections, bullets, labels and salary', () => {
    const draft = parseJobText(jobImportFixture('job-description.txt').toString('utf8'))
    expect(draft).toMatchObject({
      title: 'Senior Backend Engineer',
      responsibilities: [
        // A bullet wrapped over two lines is one item.
        'Design and build scalable backend services in Node.js and PostgreSQL for millions of shipments',
        'Own the on-call rotation for the routing service',
        'Mentor two junior engineers',
      ],
      requirements: [
        '5+ years of backend development experience',
        'Strong knowledge of TypeScript and SQL',
        'Experience with Docker and Kubernetes',
      ],
      location: 'Berlin, Germany (Hybrid)',
      employmentType: 'FullTime',
      workSetting: 'Hybrid',
      salary: { min: 70_000, max: 85_000, currency: 'EUR', period: 'yearly' },
    })
    // The Skills section first (known names in their usual spelling), then skills named elsewhere.
    expect(draft.skills).toEqual([
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Apache Kafka',
      'SQL',
      'Docker',
      'Kubernetes',
    ])
    // The description keeps the prose and the other sections, not the lists or the consumed labels.
    expect(draft.description).toContain(
      'Northwind moves parcels for 2,000 shops across Europe. You will join the',
    )
    expect(draft.description).toContain('Benefits\n- 30 days of paid vacation')
    expect(draft.description).not.toContain('Mentor two junior engineers')
    expect(draft.description).not.toContain('Location:')
    expect(draft.description).not.toContain('Job Description')
  })

  it('prefers a "Job Title:" label over the first line', () => {
    const draft = parseJobText('ACME Corp careers page\nJob Title: Warehouse Associate\nPay: $17.50 per hour')
    expect(draft.title).toBe('Warehouse Associate')
    expect(draft.salary).toEqual({ min: 17.5, max: 17.5, currency: 'USD', period: 'hourly' })
  })

  it('finds headings in markdown, capitals and with a colon, and lines without bullets', () => {
    const draft = parseJobText(
      [
        '# Staff Nurse',
        '',
        '**KEY RESPONSIBILITIES:**',
        'Deliver patient care on the ward',
        'Keep accurate records',
        '',
        "## What we're looking for",
        '1. Registered nurse (NMC)',
        '2) Two years of acute care experience',
        '',
        'Skills: triage, wound care; IV therapy',
      ].join('\n'),
    )
    expect(draft.title).toBe('Staff Nurse')
    expect(draft.responsibilities).toEqual(['Deliver patient care on the ward', 'Keep accurate records'])
    expect(draft.requirements).toEqual(['Registered nurse (NMC)', 'Two years of acute care experience'])
    expect(draft.skills).toEqual(['triage', 'wound care', 'IV therapy'])
  })

  it('leaves out what the text does not say, and invents nothing', () => {
    const draft = parseJobText(
      'We are a small team that loves building things.\nWrite to us if you are curious.',
    )
    expect(draft).toEqual({
      title: '',
      description: 'We are a small team that loves building things.\nWrite to us if you are curious.',
      responsibilities: [],
      requirements: [],
      skills: [],
      location: null,
      employmentType: null,
      workSetting: null,
      salary: null,
    })
  })

  it('skips a generic first line and reads work setting and employment type from phrases', () => {
    const draft = parseJobText(
      'Job Posting\nCustomer Support Specialist (Contract-to-hire)\nThis is a fully remote role across Europe.',
    )
    expect(draft.title).toBe('Customer Support Specialist (Contract-to-hire)')
    expect(draft.employmentType).toBe('ContractToHire')
    expect(draft.workSetting).toBe('Remote')
    expect(parseJobText('Summer Intern\nA paid internship.').employmentType).toBe('Internship')
    expect(parseJobText('Designer\nRemote: yes').workSetting).toBe('Remote')
    expect(parseJobText('Designer\nWorkplace type: On-site').workSetting).toBe('Onsite')
    expect(parseJobText('Designer\nWe build remote controls.').workSetting).toBeNull()
  })

  it('finds known skills as whole words only', () => {
    const { skills } = parseJobText(
      'Engineer\nWe use JavaScript (not Java), Go-free stacks, Swift and React.js; C++ and C# too. Our ideas spark joy.',
    )
    expect(skills).toEqual(['JavaScript', 'Java', 'Swift', 'React', 'C++', 'C#'])
  })
})
