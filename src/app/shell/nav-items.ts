import type { LucideIcon } from 'lucide-react'
import {
  Briefcase,
  Building2,
  CircleHelp,
  FileVideo,
  House,
  Info,
  LayoutDashboard,
  ListTodo,
  LogIn,
  MessagesSquare,
  Send,
  Settings,
  ShieldCheck,
  Tag,
  UserCog,
  UserPlus,
  Users,
  Wrench,
} from 'lucide-react'

export type NavItem = { label: string; href: string; icon: LucideIcon }

/** The sidebar's main sections, in the order the spec lists them (signed-out extras follow). */
export const SIDEBAR_MAIN_ITEMS: readonly NavItem[] = [
  { label: 'Home', href: '/', icon: House },
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
  { label: 'Resumes', href: '/resumes', icon: FileVideo },
  { label: 'Jobs', href: '/jobs', icon: Briefcase },
  { label: 'Companies', href: '/companies', icon: Building2 },
  { label: 'People', href: '/people', icon: Users },
  { label: 'Tools', href: '/tools', icon: Wrench },
  { label: 'Tasks', href: '/tasks', icon: ListTodo },
  { label: 'Outreach', href: '/outreach', icon: Send },
  { label: 'Account', href: '/account', icon: UserCog },
]

/** Admins and super admins (by the displayed role): the administration pages (issue 18). */
export const SIDEBAR_ADMIN_ITEM: NavItem = { label: 'Admin', href: '/admin', icon: ShieldCheck }

export const SIDEBAR_VISITOR_EXTRA_ITEMS: readonly NavItem[] = [
  { label: 'Pricing', href: '/pricing', icon: Tag },
  { label: 'About', href: '/about', icon: Info },
]

export const SIDEBAR_VISITOR_FOOTER_ITEMS: readonly NavItem[] = [
  { label: 'Sign In', href: '/login', icon: LogIn },
  { label: 'Get Started', href: '/signup', icon: UserPlus },
  { label: 'Settings', href: '/settings', icon: Settings },
  { label: 'Help & Support', href: '/help', icon: CircleHelp },
]

/** Bottom bar below 768 px: the first four slots, the same for everybody. */
export const BOTTOM_BAR_SHARED_ITEMS: readonly NavItem[] = [
  { label: 'Home', href: '/', icon: House },
  { label: 'Jobs', href: '/jobs', icon: Briefcase },
  { label: 'Resumes', href: '/resumes', icon: FileVideo },
  { label: 'People', href: '/people', icon: Users },
]

/** The bottom bar's fifth slot: Dashboard when signed in, Login otherwise. */
export function bottomBarSessionItem(isSignedIn: boolean): NavItem {
  return isSignedIn
    ? { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard }
    : { label: 'Login', href: '/login', icon: LogIn }
}

/**
 * The bottom bar's "More" menu: the sidebar's sections that have no slot of their own, so a phone reaches them
 * without scrolling to the footer. Visitors get the public pages (Companies, Pricing, Help…); signed-in users get
 * their tools, while profile, account and settings stay in the avatar menu of the top bar.
 */
export function bottomBarMoreItems(isSignedIn: boolean): readonly NavItem[] {
  const help = { label: 'Help & Support', href: '/help', icon: CircleHelp }
  const companies = { label: 'Companies', href: '/companies', icon: Building2 }
  const tools = { label: 'Tools', href: '/tools', icon: Wrench }
  const pricing = { label: 'Pricing', href: '/pricing', icon: Tag }
  return isSignedIn
    ? [
        { label: 'Messages', href: '/messages', icon: MessagesSquare },
        { label: 'Tasks', href: '/tasks', icon: ListTodo },
        { label: 'Outreach', href: '/outreach', icon: Send },
        companies,
        tools,
        pricing,
        help,
      ]
    : [
        companies,
        tools,
        pricing,
        { label: 'About', href: '/about', icon: Info },
        { label: 'Get Started', href: '/signup', icon: UserPlus },
        help,
      ]
}

/** Active when the path is the item or below it; Home only matches exactly. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  const lower = pathname.toLowerCase()
  return lower === href || lower.startsWith(`${href}/`)
}

export type FeatureEntry = { label: string; description: string; href: string }

/** The top bar's Features mega-menu for signed-out visitors (8 entries). */
export const FEATURE_ENTRIES: readonly FeatureEntry[] = [
  {
    label: 'Video Resumes',
    description: 'Record a 60-second intro that sits beside your resume.',
    href: '/resumes',
  },
  {
    label: 'Smart Jobs',
    description: 'Roles matched to your skills, saved and ready offline.',
    href: '/jobs',
  },
  {
    label: 'For Companies',
    description: 'Build a company page and follow the teams you like.',
    href: '/companies',
  },
  {
    label: 'Professional Network',
    description: 'Find people by skill, role and openness to work.',
    href: '/people',
  },
  { label: 'AI Tools', description: 'Score, optimise and summarise resumes in seconds.', href: '/tools' },
  { label: 'Task Management', description: 'Keep every application and interview on track.', href: '/tasks' },
  {
    label: 'Smart Outreach',
    description: 'Reach candidates and hiring managers with templates.',
    href: '/outreach',
  },
  {
    label: 'Dashboard',
    description: 'Your applications, views and activity at a glance.',
    href: '/dashboard',
  },
]
