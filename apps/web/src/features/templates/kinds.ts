import {
  contractTypes,
  templateDetailTypes,
  type ContractType,
  type TemplateDetailType,
} from '@tradepact/shared';

type KindLabel = 'client' | 'subcontractor' | 'ownClientContract' | 'ownSubcontract';

/** Doc 3 §4: the kinds a template detail offers, in the select's order, with their label keys. */
export const templateKinds: readonly { type: TemplateDetailType; label: KindLabel }[] = [
  { type: templateDetailTypes.client, label: 'client' },
  { type: templateDetailTypes.subcontractor, label: 'subcontractor' },
  { type: templateDetailTypes.ownClientContract, label: 'ownClientContract' },
  { type: templateDetailTypes.ownSubcontract, label: 'ownSubcontract' },
];

/** The label key of a stored template's kind (1 client, 0 sub-contractor). */
export const storedKindLabel = (type: ContractType): KindLabel =>
  type === contractTypes.client ? 'client' : 'subcontractor';
