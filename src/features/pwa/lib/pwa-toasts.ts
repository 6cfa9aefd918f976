// The texts and options of the two service-worker toasts, apart from the hook so they are testable.
import { toaster } from '@/components/ui/toaster'

export const UPDATE_TOAST_ID = 'pwa-update-available'
export const OFFLINE_READY_TOAST_ID = 'pwa-offline-ready'

export function showUpdateAvailableToast(onReload: () => void): void {
  toaster.create({
    id: UPDATE_TOAST_ID,
    type: 'info',
    title: 'A new version is available',
    description: 'Reload to start using the latest ReelHire.',
    // Persistent: an update must not slip away unnoticed after 5 s.
    duration: Infinity,
    closable: true,
    action: { label: 'Reload', onClick: onReload },
  })
}

export function showOfflineReadyToast(): void {
  toaster.create({
    id: OFFLINE_READY_TOAST_ID,
    type: 'success',
    title: 'Ready to work offline',
    description: 'ReelHire is saved on this device, so the pages you open keep working without a connection.',
    closable: true,
  })
}
