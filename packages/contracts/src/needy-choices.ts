/*
 * The needy registry's choice lists (DOMAIN.md, "Needy people"), apart from its schemas: the
 * staff pages that only show a file read these without building every form's schema.
 */

export const NEEDY_GENDERS = ['male', 'female'] as const
export type NeedyGender = (typeof NEEDY_GENDERS)[number]

export const MARITAL_STATUSES = ['single', 'married', 'widowed', 'divorced'] as const
export type MaritalStatus = (typeof MARITAL_STATUSES)[number]

/** Iran's school and university levels, lowest first. */
export const EDUCATION_LEVELS = [
  'illiterate',
  'primary',
  'middle_school',
  'diploma',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]

/** `special_disease`: the diseases Iran's insurers list as special (thalassaemia, MS, ...). */
export const PHYSICAL_CONDITIONS = [
  'healthy',
  'chronic_illness',
  'special_disease',
  'disability',
] as const
export type PhysicalCondition = (typeof PHYSICAL_CONDITIONS)[number]

export const CITIZENSHIPS = ['iranian', 'afghan', 'iraqi', 'other'] as const
export type Citizenship = (typeof CITIZENSHIPS)[number]

export const NEEDY_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const
export type NeedyPriority = (typeof NEEDY_PRIORITIES)[number]

/**
 * A file's final status. It changes only when a visit is submitted (spec section 4); the status
 * form proposes one and the next visit decides.
 */
export const FINAL_STATUSES = ['pending', 'approved', 'follow_up', 'rejected'] as const
export type FinalStatus = (typeof FINAL_STATUSES)[number]

export const DEPENDENT_RELATIONS = [
  'spouse',
  'child',
  'parent',
  'sibling',
  'grandchild',
  'other',
] as const
export type DependentRelation = (typeof DEPENDENT_RELATIONS)[number]

export const HELP_TYPES = ['cash', 'food', 'medical', 'education', 'housing', 'other'] as const
export type HelpType = (typeof HELP_TYPES)[number]
