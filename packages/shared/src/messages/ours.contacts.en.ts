/** Our messages for deleting contacts (issue 18 §3); spec texts live in spec.en.ts. */
export const ourContactMessages = {
  clientDeleted: 'Client Deleted!',
  subcontractorDeleted: 'Sub-Contractor Deleted!',
  clientDeleteInUse:
    '{name} is a client of the project “{project}”, so it cannot be deleted. Nothing was deleted.',
  subcontractorDeleteInUse:
    '{name} is a sub-contractor of the project “{project}”, so it cannot be deleted. Nothing was deleted.',
} as const;
