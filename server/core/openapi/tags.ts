/**
 * The reference's sections, one per resource, in the order the reference lists them. A route names its
 * section in describeRoute({ tags }); an unknown name does not compile.
 */
export const API_TAGS = {
  Health: 'Liveness and database health for load balancers and monitoring.',
  Contact: 'The public contact form.',
  'Client reports': 'Warnings and errors forwarded by the web client to the server log.',
  Auth: 'Sign-up, sign-in with the second step, tokens, sessions and the signed-in user’s security.',
  'Two-factor': 'Two-factor settings of the signed-in user (email codes or an authenticator app).',
  Account: 'Email confirmation, password reset and the accounts (tenants) a user acts in.',
  Users: 'The signed-in user’s profile and public profiles.',
  People: 'People cards and search, a person’s resumes, connections, blocks and reports.',
  'Talent pools':
    'An account’s talent pools: members by stage, notes, CSV export, and the candidates a recruiter tracks.',
  Discovery: 'One search across people, companies, resumes, jobs and media, with a count per category.',
  Companies: 'Company profiles, lists, onboarding, publication and follows.',
  Jobs: 'Job search, detail, posting, status, analytics and saves.',
  'Job import': 'A prefilled job draft from a file or a job page’s link; nothing is stored.',
  'Job alerts': 'Saved searches mailed when new jobs match.',
  Applications: 'Applying with a CV, screening questions and the hiring pipeline.',
  Resumes: 'Resumes (JSON Resume 1.0): privacy, master and variations, tracking, slugs and export.',
  'Resume media':
    'Links, YouTube videos, images, HTML and uploaded videos attached to a resume, and playback.',
  'Video uploads':
    'Resumable video uploads over the tus 1.0 protocol (POST to create, HEAD for the offset, PATCH to send).',
  Tasks: 'The signed-in user’s own tasks: list, board and timeline of /tasks.',
  'AI tools':
    'The AI tools’ calls: resume scoring and optimising, job-resume match, salary, value proposition; every result explained.',
  'AI assistant':
    'The page-aware assistant and the /chat coach, the monthly AI request quota and task proposals to confirm.',
  Outreach:
    'Recruiters’ mail sequences: steps and templates, enrolment, per-recipient preview, results, and the one-click unsubscribe.',
  Messages: 'Conversations between two people, messages in order, read markers and the real-time stream.',
  Notifications:
    'The signed-in user’s notifications (connection requests, messages, application stages), mail preferences and Web Push.',
  Billing:
    'The signed-in user’s cart, checkout, the Premium subscription and invoices (integer cents throughout).',
  Payment: 'Payment provider webhooks (Stripe), verified by signature and applied exactly once.',
  Affiliates: 'The affiliate programme: an affiliate’s code, links and numbers; payouts for admins.',
  Administration:
    'Admins and super admins: users (suspend, restore, role, verification, two-factor), reports, hiding content, the audit log.',
  'Feature flags': 'The platform’s feature flags: readable by everyone, set by admins.',
  'Product metrics':
    'The admin product dashboard: daily figures from the scheduled rollups, and their CSV export.',
  Reference: 'This reference: the OpenAPI document and its browsable page.',
} as const

export type ApiTag = keyof typeof API_TAGS
