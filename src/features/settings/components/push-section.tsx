import { Stack, Switch, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { PUSH_TEXTS } from '@/api/notifications/push'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { pushRegistration, turnPushOff, turnPushOn, type PushOutcome } from '../lib/web-push'

type State = { registration: ServiceWorkerRegistration; status: PushOutcome } | null

/**
 * "Push notifications on this device": shown only where the browser supports Web Push and the app's service
 * worker runs; when the site's permission is denied the switch is off and disabled, with how to allow it.
 */
export function PushToggle() {
  const [state, setState] = useState<State>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let cancelled = false
    void (async () => {
      const registration = await pushRegistration()
      if (!registration || cancelled) return
      const subscribed = (await registration.pushManager.getSubscription()) !== null
      const status: PushOutcome = Notification.permission === 'denied' ? 'denied' : subscribed ? 'on' : 'off'
      if (!cancelled) setState({ registration, status })
    })()
    return () => {
      cancelled = true
    }
  }, [])
  if (!state) return null

  const change = async (on: boolean) => {
    setBusy(true)
    try {
      const status = on ? await turnPushOn(state.registration) : await turnPushOff(state.registration)
      setState({ ...state, status })
      if (status !== 'denied')
        toaster.create({ type: 'success', title: on ? PUSH_TEXTS.subscribed : PUSH_TEXTS.unsubscribed })
    } catch (error) {
      toaster.create({ type: 'error', title: toUserMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="1" pt="2" borderTopWidth="1px">
      <Switch.Root
        colorPalette="indigo"
        checked={state.status === 'on'}
        disabled={busy || state.status === 'denied'}
        onCheckedChange={(e) => void change(e.checked)}
        justifyContent="space-between"
        w="full"
      >
        <Switch.Label fontWeight="normal">{PUSH_TEXTS.toggle}</Switch.Label>
        <Switch.HiddenInput />
        <Switch.Control />
      </Switch.Root>
      {state.status === 'denied' && (
        <Text textStyle="sm" color="fg.muted" role="status">
          {PUSH_TEXTS.denied}
        </Text>
      )}
    </Stack>
  )
}
