import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { TotpSetupResultSchema, TwoFactorSettingsSchema } from '@/api/auth'
import { apiRequest } from '@/lib/api-client/api-client'

export const twoFactorQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'two-factor'],
    queryFn: ({ signal }) => apiRequest('/Auth/two-factor', { schema: TwoFactorSettingsSchema, signal }),
  })

const post = (path: string, body?: unknown) => apiRequest(path, { method: 'POST', body, schema: v.unknown() })

/** Codes by email; the password proves it is the owner turning it on. */
export const enableEmailTwoFactor = (password: string) => post('/Auth/two-factor/email/enable', { password })
/** A new authenticator secret; two-factor stays off until a code from the app confirms it. */
export const setupTotp = () =>
  apiRequest('/Auth/two-factor/totp/setup', { method: 'POST', schema: TotpSetupResultSchema })
export const enableTotp = (code: string) => post('/Auth/two-factor/totp/enable', { code })
export const disableTwoFactor = (password: string) => post('/Auth/two-factor/disable', { password })
