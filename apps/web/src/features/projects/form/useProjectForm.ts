import { useState } from 'react';
import type { Language } from '@tradepact/shared';
import {
  addressFields,
  addressOf,
  type AddressField,
  type AddressValues,
} from '../../contacts/AddressFields';
import type { Client } from '../../contacts/api';
import type { KeyedPair } from '../../contacts/NamePairs';
import type { Problems } from '../../contacts/useProblems';
import {
  blockFieldProblem,
  blockOf,
  emptyBlock,
  followProject,
  projectPostalCodeProblem,
  type BlockText,
  type ClientBlockValues,
  type ProjectText,
  type ProjectValues,
} from './projectForm';

const isAddressField = (field: string): field is AddressField =>
  (addressFields as readonly string[]).includes(field);

/**
 * The project form's values and what the user does to them: the project's fields (the blocks with
 * 'Address Same As Above' ticked follow its address), the client blocks, their name pairs, picking
 * an existing client. Editing a field clears its message.
 */
export function useProjectForm(initial: ProjectValues, problems: Problems) {
  const [values, setValues] = useState<ProjectValues>(initial);

  const updateBlock = (
    index: number,
    change: (block: ClientBlockValues, all: ProjectValues) => ClientBlockValues,
  ) =>
    setValues((previous) => ({
      ...previous,
      Clients: previous.Clients.map((block, at) => (at === index ? change(block, previous) : block)),
    }));

  const setProjectAddress = (address: Partial<AddressValues>) =>
    setValues((previous) => {
      const next = { ...previous, ...address };
      const project = addressOf(next);
      return { ...next, Clients: next.Clients.map((block) => followProject(block, project)) };
    });

  const setProjectField = (field: ProjectText, value: string) => {
    if (isAddressField(field)) setProjectAddress({ [field]: value });
    else setValues((previous) => ({ ...previous, [field]: value }));
    problems.clear(field);
  };

  const pickProjectAddress = (address: AddressValues) => {
    setProjectAddress(addressOf(address));
    for (const field of addressFields) problems.clear(field);
  };

  const checkProjectField = (field: ProjectText, value: string) => {
    if (field === 'PostalCode') problems.setError(field, projectPostalCodeProblem(value));
  };

  const setBlockField = (index: number, field: BlockText, value: string) => {
    updateBlock(index, (block) => ({ ...block, [field]: value }));
    problems.clear(`Clients.${index}.${field}`);
  };

  /** The language the block's client reads their contracts in, picked by the contractor. */
  const setBlockLanguage = (index: number, language: Language) =>
    updateBlock(index, (block) => ({ ...block, Language: language }));

  /** Whether the block's client is a business, not a consumer (issue 31 §1). */
  const setBlockIsBusiness = (index: number, isBusiness: boolean) =>
    updateBlock(index, (block) => ({ ...block, IsBusiness: isBusiness }));

  const checkBlockField = (index: number, field: BlockText, value?: string) => {
    const block = values.Clients[index];
    if (!block) return;
    const now = value === undefined ? block : { ...block, [field]: value };
    problems.setError(`Clients.${index}.${field}`, blockFieldProblem(now, field));
  };

  const pickBlockAddress = (index: number, address: AddressValues) => {
    updateBlock(index, (block) => ({ ...block, ...addressOf(address) }));
    for (const field of addressFields) problems.clear(`Clients.${index}.${field}`);
  };

  const setSameAddress = (index: number, on: boolean) => {
    updateBlock(index, (block, all) =>
      on ? { ...block, SameAddress: true, ...addressOf(all) } : { ...block, SameAddress: false },
    );
    for (const field of addressFields) problems.clear(`Clients.${index}.${field}`);
  };

  const setPairs = (index: number, pairs: KeyedPair[]) =>
    updateBlock(index, (block) => ({ ...block, Name: pairs }));

  /** An existing client was chosen in block `index`: the block becomes that client (with its Id). */
  const pickClient = (index: number, client: Client) => {
    updateBlock(index, (block) => blockOf({ ...client, SameAddress: false }, block.key));
    problems.clearAll();
  };

  /** The block stops being the chosen client: empty again, for a new client. */
  const forgetClient = (index: number) => {
    updateBlock(index, (block) => emptyBlock(block.key));
    problems.clearAll();
  };

  const addBlock = () =>
    setValues((previous) => ({ ...previous, Clients: [...previous.Clients, emptyBlock()] }));

  const removeBlock = (index: number) => {
    setValues((previous) => ({ ...previous, Clients: previous.Clients.filter((_, at) => at !== index) }));
    problems.clearAll();
  };

  return {
    values,
    setProjectField,
    pickProjectAddress,
    checkProjectField,
    setBlockField,
    setBlockLanguage,
    setBlockIsBusiness,
    checkBlockField,
    pickBlockAddress,
    setSameAddress,
    setPairs,
    pickClient,
    forgetClient,
    addBlock,
    removeBlock,
  };
}

export type ProjectFormState = ReturnType<typeof useProjectForm>;
