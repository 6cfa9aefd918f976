import type { Industry } from '@/api/companies/company-industries'

/**
 * What the companies seeder draws the sample companies' profiles from: per industry, the words that end a
 * company's name and the tools it works with; and, for every company, cultures, perks, funding stages,
 * investors and office cities. Hand-picked lists; the seeder only chooses among them.
 */

/** What a company of an industry is called and works with (its texts are in industry-texts.ts). */
export type IndustryFlavour = { suffixes: string[]; tech: string[] }
/** Tools any company may list next to its industry's own. */
export const GENERIC_TECH = ['Salesforce', 'Google Workspace', 'Slack', 'Excel', 'Tableau', 'SAP', 'Workday']
const SOFTWARE_TECH = [
  'TypeScript',
  'React',
  'Node.js',
  'PostgreSQL',
  'Kubernetes',
  'AWS',
  'Go',
  'Python',
  'Terraform',
]

export const FLAVOURS: Record<Industry, IndustryFlavour> = {
  Technology: {
    suffixes: ['Labs', 'Systems', 'Technologies'],
    tech: SOFTWARE_TECH,
  },
  Healthcare: {
    suffixes: ['Health', 'Medical Group', 'Care'],
    tech: ['Epic', 'HL7 FHIR', 'Python', 'Azure'],
  },
  Finance: {
    suffixes: ['Capital', 'Partners', 'Financial'],
    tech: ['Bloomberg Terminal', 'Python', 'SQL', 'Excel'],
  },
  Marketing: {
    suffixes: ['Marketing', 'Growth', 'Collective'],
    tech: ['HubSpot', 'Google Analytics', 'Figma', 'Looker'],
  },
  Education: {
    suffixes: ['Learning', 'Academy', 'Education'],
    tech: ['Canvas', 'Moodle', 'React', 'Zoom'],
  },
  Retail: {
    suffixes: ['Stores', 'Goods', 'Market'],
    tech: ['Shopify', 'SAP', 'Power BI'],
  },
  Manufacturing: {
    suffixes: ['Manufacturing', 'Industries', 'Works'],
    tech: ['SolidWorks', 'Siemens PLM', 'SAP', 'Six Sigma'],
  },
  'Real Estate': {
    suffixes: ['Properties', 'Realty', 'Estates'],
    tech: ['Yardi', 'AppFolio', 'Excel'],
  },
  Hospitality: {
    suffixes: ['Hotels', 'Hospitality', 'Resorts'],
    tech: ['Opera PMS', 'Toast', 'Excel'],
  },
  'Transportation & Logistics': {
    suffixes: ['Logistics', 'Freight', 'Transport'],
    tech: ['SAP TM', 'Python', 'Google Maps Platform'],
  },
  Energy: {
    suffixes: ['Energy', 'Power', 'Renewables'],
    tech: ['SCADA', 'Python', 'MATLAB', 'AWS'],
  },
  'Media & Entertainment': {
    suffixes: ['Media', 'Studios', 'Entertainment'],
    tech: ['Adobe Premiere', 'DaVinci Resolve', 'After Effects'],
  },
  Telecommunications: {
    suffixes: ['Telecom', 'Networks', 'Communications'],
    tech: ['Cisco', 'Juniper', 'Python', 'Linux'],
  },
  Construction: {
    suffixes: ['Construction', 'Builders', 'Contracting'],
    tech: ['Procore', 'AutoCAD', 'Revit'],
  },
  Agriculture: {
    suffixes: ['Farms', 'Agritech', 'Growers'],
    tech: ['John Deere Operations Center', 'Python', 'GIS'],
  },
  Automotive: {
    suffixes: ['Motors', 'Automotive', 'Mobility'],
    tech: ['C++', 'MATLAB', 'Simulink', 'AUTOSAR'],
  },
  'Aerospace & Defense': {
    suffixes: ['Aerospace', 'Dynamics', 'Aviation'],
    tech: ['C++', 'Ada', 'MATLAB', 'CATIA'],
  },
  Biotechnology: {
    suffixes: ['Bio', 'Biosciences', 'Therapeutics'],
    tech: ['Python', 'R', 'Benchling', 'AWS'],
  },
  Pharmaceuticals: {
    suffixes: ['Pharma', 'Pharmaceuticals', 'Laboratories'],
    tech: ['SAS', 'Veeva', 'LIMS'],
  },
  Insurance: {
    suffixes: ['Insurance', 'Mutual', 'Assurance'],
    tech: ['Guidewire', 'Java', 'SQL'],
  },
  Banking: {
    suffixes: ['Bank', 'Savings', 'Trust'],
    tech: ['Temenos', 'Java', 'Oracle'],
  },
  Consulting: {
    suffixes: ['Consulting', 'Advisory', 'Group'],
    tech: ['PowerPoint', 'Excel', 'Power BI', 'Miro'],
  },
  Legal: {
    suffixes: ['Law', 'Legal', 'LLP'],
    tech: ['Clio', 'Relativity', 'Microsoft 365'],
  },
  Government: {
    suffixes: ['Public Services', 'Agency', 'Authority'],
    tech: ['Java', 'React', 'Azure', 'GOV.UK Design System'],
  },
  'Non-profit': {
    suffixes: ['Foundation', 'Alliance', 'Initiative'],
    tech: ['Salesforce Nonprofit Cloud', 'Mailchimp', 'Excel'],
  },
  'Food & Beverage': {
    suffixes: ['Foods', 'Kitchen', 'Brewing'],
    tech: ['SAP', 'HACCP systems', 'Power BI'],
  },
  'Fashion & Apparel': {
    suffixes: ['Apparel', 'Atelier', 'Wear'],
    tech: ['Adobe Illustrator', 'Shopify', 'CLO 3D'],
  },
  'E-commerce': {
    suffixes: ['Commerce', 'Shop', 'Direct'],
    tech: SOFTWARE_TECH,
  },
  Gaming: {
    suffixes: ['Games', 'Interactive', 'Play'],
    tech: ['Unreal Engine', 'Unity', 'C++', 'C#'],
  },
  'Sports & Fitness': {
    suffixes: ['Fitness', 'Athletics', 'Sports'],
    tech: ['Swift', 'Kotlin', 'Firebase'],
  },
  'Travel & Tourism': {
    suffixes: ['Travel', 'Journeys', 'Tours'],
    tech: ['Amadeus', 'React', 'Node.js'],
  },
  'Environmental Services': {
    suffixes: ['Environmental', 'Recycling', 'Water'],
    tech: ['GIS', 'SCADA', 'Python'],
  },
  'Human Resources': {
    suffixes: ['People', 'Talent', 'HR'],
    tech: ['Workday', 'Greenhouse', 'BambooHR'],
  },
  'Architecture & Design': {
    suffixes: ['Architects', 'Design Studio', 'Studio'],
    tech: ['Revit', 'Rhino', 'AutoCAD', 'SketchUp'],
  },
  Advertising: {
    suffixes: ['Creative', 'Agency', 'Advertising'],
    tech: ['Adobe Creative Cloud', 'Figma', 'Meta Ads Manager'],
  },
  Software: {
    suffixes: ['Software', 'Apps', 'Cloud'],
    tech: SOFTWARE_TECH,
  },
  'Artificial Intelligence': {
    suffixes: ['AI', 'Intelligence', 'Machines'],
    tech: ['Python', 'PyTorch', 'CUDA', 'Kubernetes'],
  },
  'Data & Analytics': {
    suffixes: ['Analytics', 'Data', 'Insights'],
    tech: ['Python', 'dbt', 'Snowflake', 'Looker', 'Airflow'],
  },
  Fintech: {
    suffixes: ['Pay', 'Finance', 'Money'],
    tech: ['Kotlin', 'Go', 'PostgreSQL', 'Kafka'],
  },
  Cybersecurity: {
    suffixes: ['Security', 'Defense', 'Cyber'],
    tech: ['Rust', 'Go', 'Splunk', 'Elastic'],
  },
}

export const CULTURE = [
  'Remote-first',
  'Async communication',
  'Mentorship',
  'Ownership',
  'Transparent salaries',
  'Hack weeks',
  'Flexible hours',
  'Diverse teams',
  'Customer obsession',
  'Learning every day',
]
export const PERKS = [
  'Home-office budget',
  'Four-day summer weeks',
  'Team offsites',
  'Free lunch on Fridays',
  'Conference budget',
  'Bike leasing',
  'Sabbatical after five years',
  'Wellness stipend',
]
export const FUNDING_STAGES = [
  'Bootstrapped',
  'Seed',
  'Series A',
  'Series B',
  'Series C',
  'Public',
  'Private equity',
]
export const INVESTORS = [
  'Northwind Ventures',
  'Blue Harbor Capital',
  'Summit Partners',
  'Foundry Fund',
  'Lighthouse VC',
]
export const CITIES: { city: string; state: string | null; country: string; timezone: string }[] = [
  { city: 'San Francisco', state: 'CA', country: 'United States', timezone: 'America/Los_Angeles' },
  { city: 'New York', state: 'NY', country: 'United States', timezone: 'America/New_York' },
  { city: 'Austin', state: 'TX', country: 'United States', timezone: 'America/Chicago' },
  { city: 'Chicago', state: 'IL', country: 'United States', timezone: 'America/Chicago' },
  { city: 'Seattle', state: 'WA', country: 'United States', timezone: 'America/Los_Angeles' },
  { city: 'Boston', state: 'MA', country: 'United States', timezone: 'America/New_York' },
  { city: 'Denver', state: 'CO', country: 'United States', timezone: 'America/Denver' },
  { city: 'Atlanta', state: 'GA', country: 'United States', timezone: 'America/New_York' },
  { city: 'Toronto', state: 'ON', country: 'Canada', timezone: 'America/Toronto' },
  { city: 'London', state: null, country: 'United Kingdom', timezone: 'Europe/London' },
  { city: 'Berlin', state: null, country: 'Germany', timezone: 'Europe/Berlin' },
  { city: 'Amsterdam', state: null, country: 'Netherlands', timezone: 'Europe/Amsterdam' },
  { city: 'Dublin', state: null, country: 'Ireland', timezone: 'Europe/Dublin' },
  { city: 'Sydney', state: 'NSW', country: 'Australia', timezone: 'Australia/Sydney' },
]
