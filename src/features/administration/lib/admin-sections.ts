import type { LucideIcon } from 'lucide-react'
import { BarChart3, Flag, ScrollText, ToggleRight, Users } from 'lucide-react'

export type AdminSection = { label: string; href: string; description: string; icon: LucideIcon }

/** The administration pages (issue 18), in the order of the admin home and the section tabs. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    label: 'Users',
    href: '/admin/users',
    description: 'Find a user; suspend, restore, change a role, reset two-factor, resend verification.',
    icon: Users,
  },
  {
    label: 'Reports',
    href: '/admin/reports',
    description: 'Reports of people and messages; hide messages, resumes, companies and jobs.',
    icon: Flag,
  },
  {
    label: 'Audit log',
    href: '/admin/audit-log',
    description: 'Every admin action: who, what, on which target, when.',
    icon: ScrollText,
  },
  {
    label: 'Feature flags',
    href: '/admin/feature-flags',
    description: 'Turn AI chat, video resumes, notifications and analytics on or off.',
    icon: ToggleRight,
  },
  {
    label: 'Product dashboard',
    href: '/admin/product-dashboard',
    description: 'Daily figures: sign-ups, active users, jobs, applications, revenue.',
    icon: BarChart3,
  },
]
