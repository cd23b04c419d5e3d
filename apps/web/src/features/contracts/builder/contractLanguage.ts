import {
  contractLanguage,
  contractTypes,
  defaultLanguage,
  frenchFirstApplies,
  languagesRead,
  todayIn,
  type Language,
} from '@tradepact/shared';
import type { BuilderSetup } from './setup';

/** In which language the contract is written, and for whom (issue 30 §1). */
export interface ContractReading {
  language: Language;
  /** The languages the contractor may pick from: more than one only when the clients read different ones. */
  choices: Language[];
  /** Who reads it: a sub-contractor, or this many clients. */
  readers: { subcontractor: true } | { subcontractor: false; clients: number };
  /** Quebec's French first decided it (Charter s. 55): French whatever the clients read. */
  frenchFirst: boolean;
}

/**
 * The contract's language as the server will write it (the same shared rule): the sub-contractor's,
 * or the clients' with the contractor's pick (`chosen`) when they differ.
 */
export function contractReading(
  setup: Pick<BuilderSetup, 'type' | 'project' | 'subcontractor'>,
  chosen: Language | undefined,
): ContractReading {
  if (setup.type !== contractTypes.client) {
    const language = setup.subcontractor?.Language ?? defaultLanguage;
    return { language, choices: [language], readers: { subcontractor: true }, frenchFirst: false };
  }
  const { Clients: clients, Province: province } = setup.project;
  const read = clients.map((client) => client.Language);
  const frenchFirst = frenchFirstApplies({ type: setup.type, clients, province, day: todayIn(province) });
  return {
    language: contractLanguage(read, province, chosen, frenchFirst),
    choices: frenchFirst ? ['fr'] : languagesRead(read),
    readers: { subcontractor: false, clients: read.length },
    frenchFirst,
  };
}
