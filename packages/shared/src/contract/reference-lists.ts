/**
 * Fixed lists the product ships for doc 3 §7's `servicetype/readlist` and `category/readlist`: the
 * kind of service a contract names (its ServiceType) and the trades a business works in. Ids are
 * stable: add at the end, never renumber.
 */
export const serviceTypeNames = [
  'Renovation',
  'New construction',
  'Addition',
  'Repair',
  'Maintenance',
  'Installation',
  'Demolition',
  'Inspection',
] as const;

export const tradeCategoryNames = [
  'General contracting',
  'Carpentry',
  'Concrete',
  'Demolition',
  'Drywall and plaster',
  'Electrical',
  'Excavation',
  'Flooring',
  'Framing',
  'HVAC',
  'Insulation',
  'Landscaping',
  'Masonry',
  'Painting',
  'Plumbing',
  'Roofing',
  'Tiling',
  'Windows and doors',
] as const;

/** A list as the API answers it: [{Id, Name}], Id from 1. */
export const numbered = (names: readonly string[]): { Id: number; Name: string }[] =>
  names.map((Name, index) => ({ Id: index + 1, Name }));
