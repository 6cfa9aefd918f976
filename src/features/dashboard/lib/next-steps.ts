import type { DashboardType } from '@/api/roles'

export type NextStep = { title: string; description: string; href: string }

/** A few useful first moves per dashboard type (admin for admins and super admins, else by role). */
export const NEXT_STEPS: Record<DashboardType, NextStep[]> = {
  jobseeker: [
    {
      title: 'Create your resume',
      description: 'Start from scratch or upload a PDF or Word file.',
      href: '/resumes/new',
    },
    {
      title: 'Record a video resume',
      description: 'Turn your resume into a short video introduction.',
      href: '/resumes/upload/video',
    },
    {
      title: 'Browse jobs',
      description: 'Save the roles you like and apply when you are ready.',
      href: '/jobs',
    },
  ],
  recruiter: [
    {
      title: 'Manage your jobs',
      description: 'Edit, pause or close your postings and see how they do.',
      href: '/jobs/manage',
    },
    {
      title: 'Search candidates',
      description: 'Find people and video resumes that match your roles.',
      href: '/people',
    },
    {
      title: 'Plan your outreach',
      description: 'Keep track of who you contacted and when.',
      href: '/outreach',
    },
  ],
  employer: [
    {
      title: 'Set up your company page',
      description: 'Tell candidates who you are and why they should join.',
      href: '/companies',
    },
    {
      title: 'Post your first job',
      description: 'Publish an opening and share it with your network.',
      href: '/jobs/create',
    },
    {
      title: 'Invite your team',
      description: 'Bring recruiters into your company account.',
      href: '/account#team',
    },
  ],
  affiliate: [
    {
      title: 'Share your referral link',
      description: 'Every sign-up through your link is credited to you.',
      href: '/affiliate/dashboard',
    },
    {
      title: 'Learn how payouts work',
      description: 'Read the affiliate program terms and commission rates.',
      href: '/affiliate-program',
    },
    {
      title: 'Complete your profile',
      description: 'A complete profile builds trust with the people you refer.',
      href: '/profile/edit',
    },
  ],
  admin: [
    {
      title: 'Review the platform',
      description: 'Open the product dashboard for usage and health.',
      href: '/admin/product-dashboard',
    },
    {
      title: 'Check your security',
      description: 'Admins must keep two-factor authentication on.',
      href: '/settings',
    },
    {
      title: 'Administration',
      description: 'Find users, review reports, set feature flags and read the audit log.',
      href: '/admin',
    },
  ],
}
