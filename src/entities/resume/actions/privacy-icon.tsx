import { Briefcase, FilePen, Globe, Lock, Users } from 'lucide-react'
import type { ResumePrivacy } from '@/api/resumes/resume-privacy'

const ICONS = { public: Globe, recruiter_only: Briefcase, connections: Users, private: Lock, draft: FilePen }

/** The privacy level's icon (decorative: its label is always beside it). */
export function PrivacyIcon({ privacy, size = 16 }: { privacy: ResumePrivacy; size?: number }) {
  const Icon = ICONS[privacy]
  return <Icon size={size} aria-hidden />
}
