export const selections = {
  defaultId: 'public',
  defaultName: 'common(default)',
  defaultAlias: '공용',
  defaultLabel: 'common(default)', // (ours) how the default selection's name is shown
  renameTitle: 'Change the name of Selection',
  renamePlaceholder: 'Enter new name',
  deleteTitle: 'DELETE SELECTION',
  deleteText: 'Would you like to delete the cart?',
  createTitle: 'Create and add a new cart',
  createPlaceholder: 'Enter cart name',
  nameLabel: 'Selection name', // (ours) label of the name inputs
  deleted: 'Cart deleted successfully',
  deleteFailed: 'Failed to delete cart',
  renamed: 'Cart renamed successfully',
  renameFailed: 'Failed to rename cart',
  created: 'Cart created successfully',
  createFailed: 'Failed to create cart',
  // (ours) the server's ceiling of 500 selections (409 too_many_selections)
  tooMany:
    'You already keep 500 selections, the most a member can: delete one you no longer need to create another.',
  duplicateName: 'A selection with the same name already exists.', // (ours) wording of the alert
  addedTo: (name: string) => `Added to “${name}”.`, // (ours) which selection the books went to
} as const;
