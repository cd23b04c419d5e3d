import {
  firstProblem,
  normaliseContact,
  subcontractorProjectRules,
  subcontractorShapeSchema,
  type MessageKey,
  type SubcontractorField,
  type SubcontractorForm,
} from '@tradepact/shared';
import { subcontractorFormOf, type SubcontractorValues } from '../../contacts/subcontractorValues';

export interface SubcontractorProblem {
  field: SubcontractorField;
  message: MessageKey;
}

export type CheckedSubcontractor =
  { problem: SubcontractorProblem; form?: undefined } | { problem: null; form: SubcontractorForm };

/**
 * Doc 2 §5, the sub-contractor form of My Projects: the shared shape, then the shared rules in their
 * order ('{Field} Field is mandatory') over the normalised form.
 */
export function checkSubcontractor(values: SubcontractorValues): CheckedSubcontractor {
  const parsed = subcontractorShapeSchema.safeParse(subcontractorFormOf(values));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      problem: {
        field: String(issue?.path[0] ?? 'Name') as SubcontractorField,
        message: (issue?.message ?? 'profileValueTooLong') as MessageKey,
      },
    };
  }
  const form = normaliseContact(parsed.data);
  const problem = firstProblem(subcontractorProjectRules, form);
  return problem ? { problem } : { problem: null, form };
}

/** The first rule of `field` that the values break (the check on blur), or undefined. */
export function subcontractorFieldProblem(
  field: SubcontractorField,
  values: SubcontractorValues,
): MessageKey | undefined {
  const form = normaliseContact(subcontractorFormOf(values));
  return subcontractorProjectRules.find((rule) => rule.field === field && !rule.passes(form))?.message;
}
