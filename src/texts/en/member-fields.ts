/**
 * The messages of the member's own details, one wording for sign-up and the profile form
 * (docs/product/access.md#sign-up-validation, docs/product/profile.md#info). A limit's message
 * takes the contract's limit, so a changed limit is told as it is.
 */
export const memberFields = {
  errors: {
    nameRequired: 'Contact Person is required.',
    phoneRequired: 'Contact Number is required.',
    phoneDigits: 'Please enter numbers only.',
    departmentRequired: 'Affiliation is required.',
    addressRequired: 'Institution Address is required.',
    // (ours) the contract's limits, each told by its field
    nameMax: (max: number) => `Contact Person can be up to ${max} characters long.`,
    phoneMax: (max: number) => `Contact Number can have up to ${max} digits.`,
    departmentMax: (max: number) => `Affiliation can be up to ${max} characters long.`,
    addressMax: (max: number) => `Institution Address can be up to ${max} characters long.`,
  },
} as const;
