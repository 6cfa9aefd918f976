import * as v from 'valibot'
import { profileInputEntries } from './company-profile-input'

/**
 * Creating and editing a company: POST /api/Companies (ours) and PUT /api/Companies/{id}. Strict objects:
 * unknown keys are refused.
 */

const companyName = v.pipe(
  v.string('Company name must be text'),
  v.trim(),
  v.minLength(1, 'Company name is required'),
  v.maxLength(120, 'Company name must be at most 120 characters'),
)

/** POST /api/Companies: a new draft company in the caller's company account. */
export const CreateCompanyInputSchema = v.strictObject({
  name: companyName,
  ...profileInputEntries,
})
export type CreateCompanyInput = v.InferInput<typeof CreateCompanyInputSchema>

/**
 * PUT /api/Companies/{id}: a partial update; a block given (contact, benefits…) replaces the stored one.
 * `status` moves a published company between active, paused and inactive (publishing is its own call);
 * `visibility` is public or private. Both need the manage permission.
 */
export const UpdateCompanyInputSchema = v.strictObject({
  name: v.optional(companyName),
  ...profileInputEntries,
  status: v.optional(
    v.picklist(['active', 'paused', 'inactive'], 'Status must be one of active, paused, inactive'),
  ),
  visibility: v.optional(v.picklist(['public', 'private'], 'Visibility must be public or private')),
})
export type UpdateCompanyInput = v.InferInput<typeof UpdateCompanyInputSchema>
