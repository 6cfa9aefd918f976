import { Hono } from 'hono'
import {
  AccountExportSchema,
  DeleteAccountInputSchema,
  DeleteAccountResultSchema,
  DeletionCheckSchema,
  MY_DATA_TEXTS,
} from '@/api/my-data'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { requireAuth } from '../../core/identity'
import { describeRoute } from '../../core/openapi/describe-route'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { findUserById } from '../auth/user-records'
import { deleteAccount } from './account-deletion'
import { exportFileName, exportMyData } from './account-export'
import { deletionBlockers, ownedAccountsOf } from './deletion-rules'

/** /api/account: the caller's own data — export it, delete the account (decision 039). */
export const myDataRoutes = new Hono<AppEnv>()
  .get(
    '/export',
    describeRoute({
      summary: 'Everything ReelHire holds about the caller, as a JSON file',
      description:
        'Profile, accounts, resumes, media, applications, saved jobs, follows (companies and people), connections, the messages ' +
        'the caller sent (and only the ids of their conversations), tasks, job alerts, invoices of accounts ' +
        'they own, files, companies and jobs they published, AI usage. Nobody else’s data.',
      tags: ['Account'],
      auth: 'required',
      response: AccountExportSchema,
    }),
    requireAuth,
    async (c) => {
      const ctx = serviceContext(c)
      const data = await exportMyData(ctx, c.var.auth.userId)
      c.header('Cache-Control', 'no-store')
      c.header('Content-Disposition', `attachment; filename="${exportFileName(ctx.now())}"`)
      return ok(c, data)
    },
  )
  .get(
    '/deletion-check',
    describeRoute({
      summary: 'What would stop deleting the caller’s account, and the accounts they own',
      tags: ['Account'],
      auth: 'required',
      response: DeletionCheckSchema,
    }),
    requireAuth,
    async (c) => {
      const ctx = serviceContext(c)
      const user = await findUserById(ctx.db, c.var.auth.userId)
      c.header('Cache-Control', 'no-store')
      return ok(c, {
        blockers: await deletionBlockers(ctx.db, c.var.auth.userId, ctx.now()),
        ownedAccounts: await ownedAccountsOf(ctx.db, c.var.auth.userId),
        twoFactorMethod: user?.twoFactorMethod === 'totp' ? 'totp' : user?.twoFactorMethod ? 'email' : null,
      })
    },
  )
  .post(
    '/deleteaccount',
    describeRoute({
      summary: 'Delete the caller’s account for good',
      description:
        'Needs the password; with two-factor on, the first call answers a challenge (as sign-in does) and ' +
        'the second sends `tempAuthToken` and `verificationCode`. Erases the user’s data in one transaction, ' +
        'keeps invoices anonymised, and revokes every session (their next request hears ACCOUNT_DELETED).',
      tags: ['Account'],
      auth: 'required',
      response: DeleteAccountResultSchema,
      responses: {
        400: 'VALIDATION_ERROR: wrong password or two-factor code; nothing changed.',
        409: 'CONFLICT_ERROR: an owned account has other members or a renewing subscription (details.blockers).',
      },
    }),
    requireAuth,
    validateJson(DeleteAccountInputSchema),
    async (c) => {
      const result = await deleteAccount(serviceContext(c), c.var.auth, c.req.valid('json'))
      return ok(c, result, 'deleted' in result ? MY_DATA_TEXTS.deleted : undefined)
    },
  )
