import { useMutation } from '@tanstack/react-query'
import { ErrorCode } from '@/api/errors'
import { isApiError } from '@/lib/api-client/api-error'
import type { PickedResume } from '../components/resume-source-picker'
import type { ToolRunPlace } from '../components/tool-page-layout'

/** A tool's result and where it was worked out. */
export type ToolRun<R> = { result: R; ranOn: ToolRunPlace }

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine
const isNetworkFailure = (error: unknown) => isApiError(error) && error.code === ErrorCode.NETWORK_ERROR

/** The resume as the API takes it: a saved resume by id (the server reads it), pasted text as text. */
export const resumeSourceOf = (picked: PickedResume) =>
  picked.kind === 'saved' ? { resumeId: picked.resumeId } : { resumeText: picked.text }

type Options<I, R> = {
  /** The API call. */
  server: (input: I) => Promise<R>
  /** The same built-in engine on this device. */
  device: (input: I) => R
  /** Run on the device without asking the server (e.g. a signed-out visitor on a signed-in call). */
  deviceOnly?: boolean
}

/**
 * Runs a tool: on the server when there is a network, else — and when the request fails for want of one — with
 * the same built-in engine on this device, so the tool keeps working offline. The engine is deterministic, so
 * both give the same answer for the same text.
 */
export function useToolRun<I, R>({ server, device, deviceOnly = false }: Options<I, R>) {
  return useMutation({
    // 'always': offline, the mutation must still run (on the device) instead of pausing until online.
    networkMode: 'always',
    mutationFn: async (input: I): Promise<ToolRun<R>> => {
      if (deviceOnly || isOffline()) return { result: device(input), ranOn: 'device' }
      try {
        return { result: await server(input), ranOn: 'server' }
      } catch (error) {
        if (isNetworkFailure(error)) return { result: device(input), ranOn: 'device' }
        throw error
      }
    },
  })
}
