/**
 * Skills the match looks for in a pasted job description (a saved job lists its own skills), and how a skill
 * is found in text: whole words only, case-insensitive, with the usual other spellings ("Postgres" for
 * PostgreSQL, "k8s" for Kubernetes). A fixed list, so the same text always yields the same skills.
 */

export const SKILL_LEXICON: readonly string[] = [
  // languages and runtimes
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'C#',
  'C++',
  'Go',
  'Rust',
  'Ruby',
  'PHP',
  'Kotlin',
  'Swift',
  'Scala',
  'R',
  'SQL',
  'HTML',
  'CSS',
  'Bash',
  'Node.js',
  '.NET',
  // frameworks and libraries
  'React',
  'Angular',
  'Vue',
  'Next.js',
  'Svelte',
  'Django',
  'Flask',
  'FastAPI',
  'Spring',
  'Rails',
  'Express',
  'GraphQL',
  'REST',
  'TensorFlow',
  'PyTorch',
  'pandas',
  'Spark',
  'Hadoop',
  'Tailwind',
  // data and infrastructure
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Elasticsearch',
  'Kafka',
  'Snowflake',
  'AWS',
  'Azure',
  'GCP',
  'Docker',
  'Kubernetes',
  'Terraform',
  'Linux',
  'Git',
  'CI/CD',
  'Jenkins',
  'Microservices',
  // practice
  'Machine Learning',
  'Data Analysis',
  'Data Visualization',
  'Statistics',
  'Testing',
  'Agile',
  'Scrum',
  'DevOps',
  'Security',
  'Accessibility',
  'System Design',
  'Figma',
  'UX Research',
  'Product Management',
  'Project Management',
  'Stakeholder Management',
  'Leadership',
  'Mentoring',
  'Communication',
  'Excel',
  'Tableau',
  'Power BI',
  'Salesforce',
  'SEO',
  'Content Marketing',
  'Copywriting',
  'Social Media',
  'Budgeting',
  'Forecasting',
  'Accounting',
  'GAAP',
  'Auditing',
  'Negotiation',
  'Customer Service',
  'Sales',
  'Recruiting',
  'Payroll',
  'Patient Care',
  'EHR',
  'CPR',
  'Scheduling',
  'Inventory',
  'Logistics',
]

/** Other spellings of a skill, lowercase. */
const ALIASES: Record<string, readonly string[]> = {
  javascript: ['js', 'ecmascript'],
  typescript: ['ts'],
  postgresql: ['postgres'],
  kubernetes: ['k8s'],
  'node.js': ['node', 'nodejs'],
  react: ['react.js', 'reactjs'],
  vue: ['vue.js', 'vuejs'],
  'next.js': ['nextjs'],
  aws: ['amazon web services'],
  gcp: ['google cloud'],
  'ci/cd': ['continuous integration', 'continuous delivery'],
  'machine learning': ['ml'],
  'ux research': ['user research'],
  go: ['golang'],
  ehr: ['electronic health records'],
  rest: ['restful'],
}

/** Words that name a skill only in a skills context, never in a sentence ("go to", "R&D"). */
const AMBIGUOUS = new Set(['go', 'r', 'rest', 'express', 'spring', 'testing', 'security', 'sales', 'excel'])

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&')

const patterns = new Map<string, RegExp>()
function patternOf(spelling: string): RegExp {
  let pattern = patterns.get(spelling)
  if (!pattern) {
    // Not preceded or followed by a letter, digit or one of + # (so "C" is not found in "C++").
    pattern = new RegExp(`(?<![A-Za-z0-9+#])${escape(spelling)}(?![A-Za-z0-9+#]|\\.[A-Za-z])`, 'i')
    patterns.set(spelling, pattern)
  }
  return pattern
}

export const spellingsOf = (skill: string): string[] => [skill, ...(ALIASES[skill.toLowerCase()] ?? [])]

/** The first line of `lines` that names the skill, or null. Ambiguous short names must be in capitals. */
export function findSkill(skill: string, lines: readonly string[]): string | null {
  for (const spelling of spellingsOf(skill)) {
    const strict = AMBIGUOUS.has(spelling.toLowerCase())
    for (const line of lines) {
      if (strict) {
        const exact = new RegExp(`(?<![A-Za-z0-9+#])${escape(skill)}(?![A-Za-z0-9+#])`)
        if (exact.test(line)) return line
      } else if (patternOf(spelling).test(line)) return line
    }
  }
  return null
}

/** The lexicon's skills named in a text, in lexicon order. */
export function skillsIn(text: string): string[] {
  const lines = text.split('\n')
  return SKILL_LEXICON.filter((skill) => findSkill(skill, lines) !== null)
}
