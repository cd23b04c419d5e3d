import {
  contractLanguage,
  contractTypes,
  defaultLanguage,
  languagesRead,
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
    return { language, choices: [language], readers: { subcontractor: true } };
  }
  const read = setup.project.Clients.map((client) => client.Language);
  return {
    language: contractLanguage(read, setup.project.Province, chosen),
    choices: languagesRead(read),
    readers: { subcontractor: false, clients: read.length },
  };
}
