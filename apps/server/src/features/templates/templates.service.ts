import {
  defaultTimeZone,
  firstTemplateProblem,
  formatDate,
  isOwnContractType,
  languageOf,
  storedTemplateType,
  templateLimits,
  type ContractType,
  type CustomTerm,
  type Language,
  type TemplateDetailType,
} from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { sanitizeClauses } from '../../documents/clause-html.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import { accountLanguage } from '../auth/user-info.js';
import { templateQuota } from '../billing/entitlements.js';
import type { BillingMode } from '../billing/standing.js';
import {
  countTemplates,
  deleteOwnedTemplates,
  findOwnedTemplate,
  insertTemplate,
  listTemplates,
  lockOwnedTemplate,
  lockOwnerTemplates,
  updateOwnedTemplate,
  type TemplateRow,
  type TemplateValues,
} from './templates.repository.js';

/** A template save as the route's schema leaves it (Tag trimmed, Terms a list). */
export interface TemplateInput {
  Tag: string;
  Type: TemplateDetailType;
  Terms: string[];
  /** Left out: the account's language on a create, the template's own on an update. */
  Language?: Language | undefined;
}

/** The template as the pages read it (doc 3 §3 "Term template"). */
function templateDto(row: TemplateRow, usageCount: number): CustomTerm {
  return {
    Id: row.id,
    Tag: row.tag,
    Terms: row.terms,
    Type: row.type,
    Language: languageOf(row.language),
    // A template belongs to the account, which has no province of its own: Eastern time.
    CreatedDate: formatDate(row.createdAt, defaultTimeZone),
    UpdatedDate: formatDate(row.updatedAt, defaultTimeZone),
    IsChanged: row.isChanged,
    UsageCount: usageCount,
  };
}

/**
 * Doc 3 §5 "Template save": a name that is not the built-in template's and at least one clause with
 * words once sanitised. An "upload own contract" kind (doc 3 §4) is stored as its contract type with
 * its clauses joined into a single term.
 */
function checkedValues(input: TemplateInput): Omit<TemplateValues, 'language'> {
  const terms = sanitizeClauses(input.Terms);
  const problem = firstTemplateProblem(input.Tag, terms);
  if (problem) throw badRequest(problem);
  return {
    tag: input.Tag.trim(),
    type: storedTemplateType(input.Type),
    terms: isOwnContractType(input.Type) ? [terms.join('')] : terms,
  };
}

const sameTerms = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((term, index) => term === b[index]);

/**
 * One of the owner's templates, for the contracts feature (a contract names the template its clauses
 * came from); undefined when the id is not theirs.
 */
export async function ownedTemplate(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<{ id: string; type: ContractType; tag: string; terms: string[] } | undefined> {
  const row = await findOwnedTemplate(db, ownerId, id);
  return row && { id: row.id, type: row.type, tag: row.tag, terms: row.terms };
}

/** How many custom templates the account holds: billing's TemplateUsed. */
export function countOwnTemplates(db: Queryable, ownerId: string): Promise<number> {
  return countTemplates(db, ownerId);
}

/** Doc 3 §7 "Templates": the contractor's clause templates. */
export function templatesService(db: Db, billingMode: BillingMode) {
  return {
    async list(ownerId: string, type?: ContractType): Promise<CustomTerm[]> {
      return (await listTemplates(db, ownerId, type)).map((row) => templateDto(row, row.usageCount));
    },

    async create(ownerId: string, input: TemplateInput): Promise<CustomTerm> {
      const checked = checkedValues(input);
      const row = await db.transaction(async (tx) => {
        // Issue 30 §2: a template is written in its author's language unless they say otherwise.
        const values = { ...checked, language: input.Language ?? (await accountLanguage(tx, ownerId)) };
        await lockOwnerTemplates(tx, ownerId);
        const held = await countTemplates(tx, ownerId);
        if (held >= templateLimits.maxTemplatesPerAccount) throw badRequest('templateTooMany');
        const quota = await templateQuota(tx, billingMode, ownerId);
        if (quota !== null && held >= quota) throw new AppError(403, 'templateQuotaReached', { quota });
        return insertTemplate(tx, ownerId, values);
      });
      return templateDto(row, 0);
    },

    /**
     * Saves a template; its kind stays the one it was made with. Changing the terms of a template
     * contracts already used marks it changed: the change applies to new agreements only.
     */
    async update(ownerId: string, id: string, input: TemplateInput): Promise<CustomTerm> {
      const values = checkedValues(input);
      return db.transaction(async (tx) => {
        const existing = await lockOwnedTemplate(tx, ownerId, id);
        if (!existing) throw notFound('templateNotFound');
        if (existing.type !== values.type) throw badRequest('templateTypeLocked');
        const changed = existing.usageCount > 0 && !sameTerms(existing.terms, values.terms);
        const row = await updateOwnedTemplate(tx, ownerId, id, {
          ...values,
          language: input.Language ?? existing.language,
          isChanged: existing.isChanged || changed,
        });
        if (!row) throw notFound('templateNotFound');
        return templateDto(row, existing.usageCount);
      });
    },

    /** All of them or none: an id that is not the owner's deletes nothing. */
    async delete(ownerId: string, ids: readonly string[]): Promise<void> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return;
      await db.transaction(async (tx) => {
        await lockOwnerTemplates(tx, ownerId);
        if ((await deleteOwnedTemplates(tx, ownerId, unique)) !== unique.length) {
          throw notFound('templateNotFound');
        }
      });
    },
  };
}
