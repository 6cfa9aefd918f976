/** Who the sample data belongs to (shared by the seeders that create it and the ones that rewrite it). */

/** The sample people's emails end in this; they cannot sign in, so nobody edits what they own. */
export const SAMPLE_PEOPLE_EMAIL_DOMAIN = '@sample.reelhire.dev'
/** LIKE pattern of the sample people's emails. */
export const SAMPLE_PEOPLE_EMAILS = `%${SAMPLE_PEOPLE_EMAIL_DOMAIN}`
/** The owner of the demo company that must stay out of public lists; cannot sign in either. */
export const DEMO_OWNER_EMAIL = 'demo.owner@demo.reelhire.dev'
/** The sample employer (README): owns a listed company with jobs of every status, and one in onboarding. */
export const SAMPLE_EMPLOYER_EMAIL = 'employer@reelhire.dev'
