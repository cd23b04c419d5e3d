import { contractTypes, type ContractType } from '../contracts.js';

/**
 * Clause templates and default terms. Contracts and templates number their kind 1 client, 0
 * sub-contractor (doc 3 §3); the published default terms keep the opposite numbering, 0 client and
 * 1 sub-contractor (doc 3 §7, DECISIONS "Which default terms"). This is the one place that maps them.
 */
export const defaultTermTypes = { client: 0, subcontractor: 1 } as const;
export type DefaultTermType = (typeof defaultTermTypes)[keyof typeof defaultTermTypes];

export function defaultTermTypeFor(contractType: ContractType): DefaultTermType {
  return contractType === contractTypes.client ? defaultTermTypes.client : defaultTermTypes.subcontractor;
}

/**
 * Template detail types (doc 3 §4): 1 client, 0 sub-contractor, and 3 / 2 "upload own contract" for a
 * client / sub-contractor, which is saved as the type minus 2 with a single term.
 */
export const templateDetailTypes = {
  subcontractor: 0,
  client: 1,
  ownSubcontract: 2,
  ownClientContract: 3,
} as const;
export type TemplateDetailType = (typeof templateDetailTypes)[keyof typeof templateDetailTypes];

export const storedTemplateType = (type: TemplateDetailType): ContractType =>
  (type >= 2 ? type - 2 : type) as ContractType;

export const isOwnContractType = (type: TemplateDetailType): boolean => type >= 2;

/** Doc 3 §5: the tags a clause keeps when pasted, typed or saved; everything else is dropped. */
export const clauseAllowedTags = ['p', 'br', 'b', 'strong', 'ul', 'ol', 'li'] as const;

/** The characters a clause's HTML escapes (the editor and sanitize-html write these entities). */
const entityCharacters: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
};

/** The words a clause's HTML shows, without tags, collapsed; '' for an empty clause. */
export function clauseText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_entity, name: string) => entityCharacters[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const isEmptyClause = (html: string): boolean => clauseText(html) === '';

/** Doc 3 §5: a clause is sent when kept (the switch matters only with more than one) and not empty. */
export function keptClauses(clauses: readonly { html: string; keep: boolean }[]): string[] {
  const single = clauses.length === 1;
  return clauses
    .filter((clause) => (single || clause.keep) && !isEmptyClause(clause.html))
    .map((c) => c.html);
}

/**
 * The names reserved for the built-in template (doc 3 §5): its name in each language the product
 * speaks (the catalogues' `templateDefaultOption`, which a test keeps these equal to).
 */
export const reservedTemplateNames = ['Default Contract Template', 'Modèle de contrat par défaut'] as const;

export const templateLimits = { maxTagLength: 100, maxTemplatesPerAccount: 200 } as const;

/** A template save's problems (doc 3 §5 "Template save"), in the order page and server check them. */
export type TemplateProblem = 'templateNameRequired' | 'templateReservedName' | 'templateTermsRequired';

/**
 * The first problem of a template about to be saved: its name (trimmed) and the clauses it keeps
 * (`keptClauses` of the page, or the server's sanitised ones); undefined when it may be saved.
 */
export function firstTemplateProblem(tag: string, kept: readonly string[]): TemplateProblem | undefined {
  const name = tag.trim();
  if (name === '') return 'templateNameRequired';
  const lower = name.toLowerCase();
  if (reservedTemplateNames.some((reserved) => reserved.toLowerCase() === lower))
    return 'templateReservedName';
  if (!kept.some((clause) => !isEmptyClause(clause))) return 'templateTermsRequired';
  return undefined;
}
