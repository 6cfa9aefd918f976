import type { Industry } from '@/api/companies/company-industries'

/**
 * Hand-written texts for the sample companies of each industry: what such a company does (one clause after
 * its name), who it works for, short taglines, missions and the values it names. The seeders pick from
 * them (row-random.ts); nothing here is generated.
 */
export type IndustryTexts = {
  /** Follows the company's name: "Harper Health runs outpatient clinics …". */
  does: string
  /** Who the work is for, after "We work for ". */
  customers: string
  taglines: readonly string[]
  missions: readonly string[]
  values: readonly string[]
}

export const INDUSTRY_TEXTS: Readonly<Record<Industry, IndustryTexts>> = {
  Technology: {
    does: 'builds developer tools and cloud platforms',
    customers: 'engineering teams at start-ups and large enterprises alike',
    taglines: [
      'Tools developers reach for first',
      'Ship faster, sleep better',
      'Infrastructure that stays out of your way',
    ],
    missions: [
      'To give every engineering team the tools the best ones build for themselves.',
      'To make running software in production boring, in the best sense of the word.',
    ],
    values: ['Craft', 'Ownership', 'Curiosity', 'Write it down'],
  },
  Healthcare: {
    does: 'runs outpatient clinics and telehealth services',
    customers: 'patients and families across the region, and the doctors who refer them',
    taglines: ['Care close to home', 'The right care, the same week', 'Clinics that run on time'],
    missions: [
      'To make good primary care easy to reach for everyone in our communities.',
      'To give patients more time with their clinicians and less time in waiting rooms.',
    ],
    values: ['Patients first', 'Safety', 'Compassion', 'Teamwork'],
  },
  Finance: {
    does: 'manages investment portfolios for families and foundations',
    customers: 'families, foundations and endowments who plan in decades',
    taglines: [
      'Patient capital, plainly explained',
      'Long-term investing, done with care',
      'Wealth planning without jargon',
    ],
    missions: [
      'To help families and foundations grow and protect what they have built.',
      'To give our clients advice we would take ourselves.',
    ],
    values: ['Integrity', 'Prudence', 'Transparency', 'Client first'],
  },
  Marketing: {
    does: 'plans and runs performance marketing campaigns',
    customers: 'consumer brands and software companies that want growth they can measure',
    taglines: [
      'Campaigns you can measure',
      'Growth marketing with receipts',
      'Every budget line earns its place',
    ],
    missions: [
      'To help good products find the people who need them.',
      'To make every marketing dollar our clients spend accountable.',
    ],
    values: ['Curiosity', 'Accountability', 'Creativity', 'Candour'],
  },
  Education: {
    does: 'designs online courses and tutoring programmes',
    customers: 'students, adult learners and the schools that teach them',
    taglines: [
      'Learning that fits around life',
      'Courses people actually finish',
      'Tutoring that meets students where they are',
    ],
    missions: [
      'To make high-quality learning available to anyone willing to put in the work.',
      'To help every learner reach the next step in their education or career.',
    ],
    values: ['Learners first', 'Patience', 'High standards', 'Inclusion'],
  },
  Retail: {
    does: 'operates neighbourhood stores and a fast-growing online shop',
    customers: 'shoppers in our neighbourhoods and, online, across the country',
    taglines: [
      'Your neighbourhood store, online too',
      'Everyday goods, fairly priced',
      'Shop local, wherever you are',
    ],
    missions: [
      'To be the store our neighbours would miss if we closed.',
      'To make everyday shopping simple, friendly and fairly priced.',
    ],
    values: ['Customer service', 'Community', 'Reliability', 'Thrift'],
  },
  Manufacturing: {
    does: 'produces precision components for industrial machinery',
    customers: 'machine builders and maintenance teams in twelve countries',
    taglines: [
      'Parts that fit the first time',
      'Precision at production scale',
      'Made to spec, shipped on time',
    ],
    missions: [
      'To build the components our customers never have to think about.',
      'To make precision manufacturing safer, cleaner and more reliable.',
    ],
    values: ['Safety', 'Quality', 'Continuous improvement', 'Reliability'],
  },
  'Real Estate': {
    does: 'develops and manages residential properties',
    customers: 'renters, homeowners and the towns we build in',
    taglines: [
      'Homes built to be lived in',
      'Well-kept homes, responsive landlords',
      'Neighbourhoods, not just buildings',
    ],
    missions: [
      'To build and look after homes people are glad to come back to.',
      'To be the landlord we would want to rent from.',
    ],
    values: ['Responsiveness', 'Fairness', 'Long-term thinking', 'Care'],
  },
  Hospitality: {
    does: 'runs boutique hotels and event venues',
    customers: 'travellers, wedding parties and companies planning their next offsite',
    taglines: [
      'Small hotels, big welcomes',
      'Stays worth writing home about',
      'Where every event runs smoothly',
    ],
    missions: [
      'To make every guest feel expected, not just booked.',
      'To host stays and events that people remember for the right reasons.',
    ],
    values: ['Warmth', 'Attention to detail', 'Teamwork', 'Pride in our work'],
  },
  'Transportation & Logistics': {
    does: 'moves freight across the country with a modern fleet',
    customers: 'manufacturers, retailers and growers who need goods delivered on time',
    taglines: ['Freight that arrives when we said', 'On time, every lane', 'Logistics you can plan around'],
    missions: [
      'To move our customers’ goods safely, on time and with less fuel.',
      'To make freight predictable for shippers and fair for drivers.',
    ],
    values: ['Safety', 'Reliability', 'Respect for drivers', 'Efficiency'],
  },
  Energy: {
    does: 'develops solar and wind projects and sells clean power',
    customers: 'utilities, cities and businesses switching to renewable power',
    taglines: ['Clean power, built to last', 'Renewables at utility scale', 'Sun and wind, on the grid'],
    missions: [
      'To build the renewable power plants a low-carbon grid needs.',
      'To make clean electricity the cheapest choice for our customers.',
    ],
    values: ['Safety', 'Sustainability', 'Engineering rigour', 'Partnership'],
  },
  'Media & Entertainment': {
    does: 'produces documentaries, podcasts and branded video',
    customers: 'broadcasters, streaming services and brands with a story to tell',
    taglines: ['Stories worth your evening', 'Documentaries, podcasts and more', 'True stories, well told'],
    missions: [
      'To tell true stories that leave audiences knowing more than before.',
      'To make documentaries and podcasts that people share with friends.',
    ],
    values: ['Storytelling', 'Honesty', 'Craft', 'Collaboration'],
  },
  Telecommunications: {
    does: 'builds fibre networks and business connectivity',
    customers: 'households, businesses and public buildings in underserved towns',
    taglines: [
      'Fast fibre for every street',
      'Connectivity that just works',
      'Bringing gigabit to small towns',
    ],
    missions: [
      'To connect every home and business we pass to fast, reliable internet.',
      'To close the broadband gap between cities and small towns.',
    ],
    values: ['Reliability', 'Customer focus', 'Safety', 'Community'],
  },
  Construction: {
    does: 'builds schools, offices and public infrastructure',
    customers: 'school districts, city governments and commercial developers',
    taglines: [
      'Built right, handed over on time',
      'Schools, offices and bridges',
      'Safe sites, solid buildings',
    ],
    missions: [
      'To build the schools, offices and infrastructure communities rely on, safely and on budget.',
      'To send every crew member home safe, every day.',
    ],
    values: ['Safety', 'Craftsmanship', 'Accountability', 'Teamwork'],
  },
  Agriculture: {
    does: 'grows produce with precision agriculture',
    customers: 'grocers, restaurants and food processors who want traceable produce',
    taglines: [
      'Fresh produce, grown with data',
      'Farming with a lighter footprint',
      'From our fields to your table',
    ],
    missions: [
      'To grow more food with less water, land and fertiliser.',
      'To prove that sustainable farming can also be good business.',
    ],
    values: ['Stewardship', 'Hard work', 'Innovation', 'Honesty'],
  },
  Automotive: {
    does: 'engineers electric drivetrains and vehicle software',
    customers: 'carmakers and commercial vehicle builders going electric',
    taglines: [
      'Electric drivetrains, engineered in-house',
      'Software-defined vehicles',
      'Powering the shift to electric',
    ],
    missions: [
      'To help carmakers bring safe, efficient electric vehicles to market faster.',
      'To make electric drivetrains that outlast the vehicles they power.',
    ],
    values: ['Safety', 'Engineering excellence', 'Ownership', 'Sustainability'],
  },
  'Aerospace & Defense': {
    does: 'designs satellites and flight control systems',
    customers: 'space agencies, satellite operators and aircraft manufacturers',
    taglines: [
      'Systems that work in orbit',
      'Flight software you can certify',
      'Engineering for the hardest environments',
    ],
    missions: [
      'To build flight systems that work the first time, because there is rarely a second.',
      'To make access to space more reliable and affordable.',
    ],
    values: ['Rigour', 'Integrity', 'Mission focus', 'Teamwork'],
  },
  Biotechnology: {
    does: 'researches gene therapies for rare diseases',
    customers: 'patients with rare genetic conditions and the clinicians who treat them',
    taglines: [
      'Gene therapies for rare diseases',
      'Science for the patients others overlook',
      'From the lab bench to the clinic',
    ],
    missions: [
      'To develop treatments for rare diseases that have none today.',
      'To turn genetic research into therapies patients can receive.',
    ],
    values: ['Scientific rigour', 'Patients first', 'Urgency', 'Collaboration'],
  },
  Pharmaceuticals: {
    does: 'develops and manufactures generic medicines',
    customers: 'pharmacies, hospitals and health systems',
    taglines: [
      'Affordable medicines, made to the highest standards',
      'Quality generics for every pharmacy',
      'Trusted medicines, fair prices',
    ],
    missions: [
      'To make essential medicines affordable without compromising on quality.',
      'To keep pharmacies and hospitals supplied with the medicines patients need.',
    ],
    values: ['Quality', 'Compliance', 'Patient safety', 'Reliability'],
  },
  Insurance: {
    does: 'offers home, car and small-business insurance',
    customers: 'households and small businesses who want cover they understand',
    taglines: ['Insurance in plain language', 'Claims paid, not fought', 'Cover that fits your life'],
    missions: [
      'To make insurance simple to buy and fair when it matters most.',
      'To pay claims quickly and explain every decision clearly.',
    ],
    values: ['Fairness', 'Clarity', 'Trust', 'Responsiveness'],
  },
  Banking: {
    does: 'serves local businesses and households as a community bank',
    customers: 'local businesses, families and non-profits in our region',
    taglines: [
      'Your community bank',
      'Local decisions, personal service',
      'Banking with people who know you',
    ],
    missions: [
      'To keep local savings working for local businesses and families.',
      'To be the bank our customers recommend to their neighbours.',
    ],
    values: ['Trust', 'Prudence', 'Community', 'Service'],
  },
  Consulting: {
    does: 'helps companies plan and run large transformations',
    customers: 'leadership teams in retail, manufacturing and the public sector',
    taglines: [
      'From strategy to delivery',
      'Advice that survives contact with reality',
      'Change that sticks',
    ],
    missions: [
      'To help organisations change how they work, and keep the change going after we leave.',
      'To give leaders honest advice and the help to act on it.',
    ],
    values: ['Candour', 'Client impact', 'Rigour', 'Generosity'],
  },
  Legal: {
    does: 'advises companies on contracts, employment and IP law',
    customers: 'growing companies, founders and in-house legal teams',
    taglines: [
      'Practical legal advice for growing companies',
      'Lawyers who answer the question you asked',
      'Clear contracts, fewer surprises',
    ],
    missions: [
      'To give growing companies legal advice that is clear, fast and commercially sound.',
      'To make good legal counsel affordable for companies before they can hire their own.',
    ],
    values: ['Integrity', 'Clarity', 'Responsiveness', 'Excellence'],
  },
  Government: {
    does: 'delivers digital public services to residents',
    customers: 'residents, local councils and the public servants who help them',
    taglines: [
      'Public services that work online',
      'Simpler services for residents',
      'Digital by default, human when needed',
    ],
    missions: [
      'To make public services simple enough that nobody needs help to use them.',
      'To spend public money on services residents can see working.',
    ],
    values: ['Public service', 'Accessibility', 'Openness', 'Value for money'],
  },
  'Non-profit': {
    does: 'funds literacy and job-training programmes',
    customers: 'adult learners, job seekers and the community groups that support them',
    taglines: [
      'Reading and skills for every adult',
      'Second chances, well funded',
      'Learning that leads to work',
    ],
    missions: [
      'To help every adult in our region read, write and find good work.',
      'To fund the community programmes that give people a second chance.',
    ],
    values: ['Dignity', 'Impact', 'Partnership', 'Accountability'],
  },
  'Food & Beverage': {
    does: 'makes packaged foods and craft beverages',
    customers: 'grocers, cafés and people who read the label',
    taglines: [
      'Good ingredients, nothing to hide',
      'Small-batch taste at grocery scale',
      'Food you can read the label of',
    ],
    missions: [
      'To make everyday food and drink with ingredients you would use at home.',
      'To grow a food business that treats farmers, staff and customers fairly.',
    ],
    values: ['Quality', 'Food safety', 'Honesty', 'Sustainability'],
  },
  'Fashion & Apparel': {
    does: 'designs sustainable clothing sold online and in stores',
    customers: 'people who buy fewer, better clothes',
    taglines: [
      'Clothes made to be worn for years',
      'Better basics, responsibly made',
      'Fewer, better clothes',
    ],
    missions: [
      'To make clothing that lasts and a supply chain we are proud to show.',
      'To prove that fashion can be well designed, fairly made and affordable.',
    ],
    values: ['Craft', 'Sustainability', 'Transparency', 'Inclusivity'],
  },
  'E-commerce': {
    does: 'runs a marketplace for independent makers',
    customers: 'independent makers and the shoppers looking for something handmade',
    taglines: [
      'Handmade, from the people who made it',
      'A marketplace for independent makers',
      'Small shops, big reach',
    ],
    missions: [
      'To help independent makers earn a living from what they make.',
      'To make buying handmade as easy as buying mass-produced.',
    ],
    values: ['Sellers first', 'Trust', 'Simplicity', 'Craft'],
  },
  Gaming: {
    does: 'develops multiplayer games for console and PC',
    customers: 'players on console and PC, and the communities around our games',
    taglines: [
      'Games worth playing with friends',
      'Multiplayer, made with care',
      'Built by players, for players',
    ],
    missions: [
      'To make multiplayer games people still play together years after launch.',
      'To build games and communities that are fun and fair for everyone.',
    ],
    values: ['Player focus', 'Craft', 'Playfulness', 'Respect'],
  },
  'Sports & Fitness': {
    does: 'operates gyms and a connected training app',
    customers: 'members in our gyms and athletes training at home',
    taglines: [
      'Train anywhere, with a coach',
      'Gyms and an app that know your plan',
      'Fitness that fits your week',
    ],
    missions: [
      'To help people build training habits that last longer than January.',
      'To make good coaching available in the gym and at home.',
    ],
    values: ['Consistency', 'Encouragement', 'Health', 'Community'],
  },
  'Travel & Tourism': {
    does: 'curates small-group trips and travel experiences',
    customers: 'curious travellers who prefer small groups and local guides',
    taglines: ['Small groups, local guides', 'Trips you could not plan alone', 'Travel slowly, see more'],
    missions: [
      'To design trips that are good for travellers and for the places they visit.',
      'To connect travellers with local guides and the stories of their towns.',
    ],
    values: ['Curiosity', 'Respect for places', 'Safety', 'Hospitality'],
  },
  'Environmental Services': {
    does: 'treats water and recycles industrial waste',
    customers: 'factories, utilities and municipalities with waste and water to manage',
    taglines: [
      'Cleaner water, less waste',
      'Industrial recycling done properly',
      'Waste handled, water returned clean',
    ],
    missions: [
      'To return clean water to rivers and keep industrial waste out of landfill.',
      'To make responsible waste handling the easy choice for industry.',
    ],
    values: ['Safety', 'Stewardship', 'Compliance', 'Practicality'],
  },
  'Human Resources': {
    does: 'provides payroll, benefits and recruiting services',
    customers: 'small and medium businesses without a large HR team',
    taglines: [
      'HR for teams without an HR department',
      'Payroll and hiring, handled',
      'People operations made simple',
    ],
    missions: [
      'To give small businesses the people operations of a large one.',
      'To make payroll, benefits and hiring something owners never worry about.',
    ],
    values: ['Confidentiality', 'Fairness', 'Service', 'Accuracy'],
  },
  'Architecture & Design': {
    does: 'designs homes, workplaces and public spaces',
    customers: 'families, companies and city councils with a place to build',
    taglines: ['Spaces designed around people', 'Architecture for everyday life', 'Buildings that age well'],
    missions: [
      'To design buildings that are good to live and work in, and kind to their surroundings.',
      'To bring thoughtful design to everyday buildings, not only landmarks.',
    ],
    values: ['Design quality', 'Sustainability', 'Collaboration', 'Curiosity'],
  },
  Advertising: {
    does: 'creates brand campaigns across TV, social and outdoor',
    customers: 'consumer brands launching products and building their reputation',
    taglines: ['Campaigns people talk about', 'Big ideas, carefully made', 'Brands worth remembering'],
    missions: [
      'To make advertising people are glad to see.',
      'To build brands through ideas that work on every screen and street.',
    ],
    values: ['Creativity', 'Craft', 'Bravery', 'Collaboration'],
  },
  Software: {
    does: 'builds SaaS products for small and medium businesses',
    customers: 'small and medium businesses that run on our software every day',
    taglines: [
      'Software small businesses run on',
      'Simple tools for busy teams',
      'Business software without the busywork',
    ],
    missions: [
      'To give small businesses software as good as the tools big companies build for themselves.',
      'To take the busywork out of running a business.',
    ],
    values: ['Customer obsession', 'Simplicity', 'Ownership', 'Craft'],
  },
  'Artificial Intelligence': {
    does: 'trains language and vision models for enterprises',
    customers: 'enterprises putting machine learning into their products and operations',
    taglines: ['Machine learning that ships', 'Models built for production', 'Applied AI for real workloads'],
    missions: [
      'To help companies use machine learning safely and measurably in their products.',
      'To build models that are useful, reliable and understood by the people who use them.',
    ],
    values: ['Rigour', 'Responsibility', 'Curiosity', 'Pragmatism'],
  },
  'Data & Analytics': {
    does: 'turns operational data into dashboards and forecasts',
    customers: 'operations and finance teams who make decisions from data',
    taglines: ['Decisions backed by data', 'Dashboards people actually open', 'Forecasts you can plan with'],
    missions: [
      'To help every team make decisions with data they trust.',
      'To turn messy operational data into answers people can act on.',
    ],
    values: ['Accuracy', 'Clarity', 'Curiosity', 'Trust'],
  },
  Fintech: {
    does: 'builds payment and expense-management products',
    customers: 'finance teams at growing companies and the employees who spend on their behalf',
    taglines: [
      'Payments and expenses, sorted',
      'Spend management for growing companies',
      'Money movement made simple',
    ],
    missions: [
      'To make paying, spending and reconciling effortless for growing companies.',
      'To give finance teams real-time control without slowing anyone down.',
    ],
    values: ['Trust', 'Security', 'Customer focus', 'Speed'],
  },
  Cybersecurity: {
    does: 'protects companies with managed detection and response',
    customers: 'companies without a large security team of their own',
    taglines: [
      'Security teams on call, around the clock',
      'Threats found and stopped early',
      'Managed detection and response',
    ],
    missions: [
      'To give every company the security team it cannot hire itself.',
      'To find and stop attacks before they become breaches.',
    ],
    values: ['Vigilance', 'Integrity', 'Transparency', 'Teamwork'],
  },
}

/** Values any company may also name, next to its industry's own. */
export const COMMON_VALUES: readonly string[] = [
  'Integrity',
  'Curiosity',
  'Kindness',
  'Courage',
  'Simplicity',
  'Accountability',
  'Inclusion',
]
