import type { QueryClient } from '@tanstack/react-query'
import { companyFollowWrite } from '@/entities/company/follows/company-follow.write'
import { jobSaveWrite } from '@/entities/job/saves/job-save.write'
import { personConnectionWrite } from '@/entities/person/writes/person-connection.write'
import { personFollowWrite } from '@/entities/person/writes/person-follow.write'
import { resumePrivacyWrite } from '@/entities/resume/writes/resume-privacy.write'
import { resumeWatchWrite } from '@/entities/resume/writes/resume-watch.write'
import { taskWrite } from '@/entities/task/writes/task.write'
import { messageSendWrite } from '@/entities/conversation/writes/message-send.write'
import type { AnyOfflineWrite } from '@/lib/sync/offline-write'
import { startOfflineWrites } from '@/lib/sync/offline-write-host'

/**
 * Every kind of offline write the app has (decision 011, "Adding a kind of offline write"). A new kind is its
 * declaration next to its entity plus one line here: started with the app, its writes are settled and rolled
 * back whichever context sends them, even when nothing of that kind is on screen.
 */
export const OFFLINE_WRITES: readonly AnyOfflineWrite[] = [
  jobSaveWrite,
  companyFollowWrite,
  resumePrivacyWrite,
  resumeWatchWrite,
  taskWrite,
  personConnectionWrite,
  personFollowWrite,
  messageSendWrite,
]

export function startAppOfflineWrites(queryClient: QueryClient): void {
  startOfflineWrites(OFFLINE_WRITES, queryClient)
}
