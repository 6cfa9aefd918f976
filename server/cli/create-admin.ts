// `npm run user:create-admin -- --email ops@example.com --password '…' --first Ada --last Lovelace [--super]`
// Creates a verified administrator with two-factor (email codes) on. Nobody can sign up as an admin;
// this command, run by someone with access to the server, is how the first ones are made.
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { EmailSchema } from '@/api/auth'
import { StrongPasswordSchema } from '@/api/passwords'
import { Role } from '@/api/roles'
import { runMigrations } from '../db/migrate'
import { loadEnv } from '../env'
import { createLogger } from '../logger'
import { hashPassword } from '../modules/auth/passwords'
import { findUserByEmail, insertUserWithAccounts } from '../modules/auth/user-records'
import { openDatabaseForCli } from './data-dir-guard'

const ArgsSchema = v.object({
  email: v.pipe(v.optional(v.string(), ''), EmailSchema),
  password: v.pipe(v.optional(v.string(), ''), StrongPasswordSchema),
  first: v.pipe(v.optional(v.string(), ''), v.trim(), v.minLength(1, '--first is required')),
  last: v.pipe(v.optional(v.string(), ''), v.trim(), v.minLength(1, '--last is required')),
  super: v.optional(v.boolean(), false),
})

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    super: { type: 'boolean' },
  },
})
const parsed = v.safeParse(ArgsSchema, values)
if (!parsed.success) {
  for (const issue of parsed.issues) console.error(`${v.getDotPath(issue) ?? 'argument'}: ${issue.message}`)
  console.error(
    "usage: npm run user:create-admin -- --email x --password 'Str0ng!pass' --first A --last B [--super]",
  )
  process.exit(1)
}
const args = parsed.output

const env = loadEnv()
const logger = createLogger({ level: env.LOG_LEVEL })
const database = await openDatabaseForCli(env, logger)
try {
  await runMigrations(database)
  if (await findUserByEmail(database.db, args.email)) {
    console.error(`An account with ${args.email} already exists; nothing was changed.`)
    process.exitCode = 1
  } else {
    const passwordHash = await hashPassword(args.password)
    const user = await database.db.transaction((tx) =>
      insertUserWithAccounts(tx, {
        email: args.email,
        passwordHash,
        firstName: args.first,
        lastName: args.last,
        role: args.super ? Role.SuperAdmin : Role.Admin,
        emailVerifiedAt: new Date(),
        twoFactorMethod: 'email',
        profile: { onboardingComplete: true },
      }),
    )
    console.log(
      `Created ${args.super ? 'super admin' : 'admin'} ${user.email} (${user.id}) with two-factor by email.`,
    )
  }
} finally {
  await database.close()
}
