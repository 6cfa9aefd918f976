import * as v from 'valibot'

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
const optionalUrl = v.union([
  v.literal(''),
  // http(s) only: a javascript: or data: URL would run when the profile link is clicked.
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(300),
    v.url('Please enter a valid URL'),
    v.regex(/^https?:\/\//i, 'Please enter a valid URL'),
  ),
])

/** The data block of seed 1 §3's User. */
export const UserDataSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  avatar: v.nullable(v.string()),
  headline: v.nullable(v.string()),
  summary: v.nullable(v.string()),
  location: v.nullable(v.string()),
  website: v.nullable(v.string()),
  linkedIn: v.nullable(v.string()),
  github: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  currentRole: v.nullable(v.string()),
  currentCompany: v.nullable(v.string()),
})

/** GET /api/Users/me: the signed-in user (seed 1 §3 plus the client-side fields we store). */
export const UserSchema = v.object({
  id: v.string(),
  slug: v.string(),
  email: v.string(),
  userName: v.string(),
  name: v.string(),
  role: v.string(),
  isPremium: v.boolean(),
  isDemo: v.boolean(),
  isEmailVerified: v.boolean(),
  emailConfirmed: v.boolean(),
  twoFactorEnabled: v.boolean(),
  onboardingComplete: v.boolean(),
  skills: v.array(v.string()),
  openToWork: v.boolean(),
  openToRemote: v.boolean(),
  referralCode: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  data: UserDataSchema,
})
export type User = v.InferOutput<typeof UserSchema>

/** PUT /api/Users/me: only the fields seed 1 §7 lists. Strict, so role/isPremium/isEmailVerified are refused. */
export const UpdateMeInputSchema = v.strictObject({
  firstName: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, 'First name is required'), v.maxLength(100)),
  ),
  lastName: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, 'Last name is required'), v.maxLength(100)),
  ),
  summary: v.optional(text(2000)),
  location: v.optional(text(120)),
  website: v.optional(optionalUrl),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(40),
      v.regex(/^[+()\d\s.-]*$/, 'Please enter a valid phone number'),
    ),
  ),
  currentRole: v.optional(text(120)),
  currentCompany: v.optional(text(120)),
  headline: v.optional(text(160)),
})
export type UpdateMeInput = v.InferInput<typeof UpdateMeInputSchema>

/** PUT /api/Users/me/preferences (ours): the onboarding basics seed 1 lists as client-side user fields. */
export const UpdatePreferencesInputSchema = v.strictObject({
  skills: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50))), v.maxLength(50)),
  ),
  openToWork: v.optional(v.boolean()),
  openToRemote: v.optional(v.boolean()),
  onboardingComplete: v.optional(v.boolean()),
})

/** PUT /api/Users/me/role (ours; seed 2 "updateUserRole" from persona selection): self-service roles only. */
export const UpdateRoleInputSchema = v.strictObject({
  role: v.picklist(['JobSeeker', 'Recruiter', 'Employer']),
})

/** GET /api/Users/{id} (slug or GUID): public fields only — never email, phone or flags. */
export const PublicUserSchema = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  // The profile block without the phone number, which is private.
  ...v.omit(UserDataSchema, ['phone']).entries,
  role: v.string(),
  isPremium: v.boolean(),
  skills: v.array(v.string()),
  openToWork: v.boolean(),
  createdAt: v.string(),
})
export type PublicUser = v.InferOutput<typeof PublicUserSchema>
