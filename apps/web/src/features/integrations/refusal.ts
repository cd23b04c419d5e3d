import type { Envelope, MessageKey } from '@tradepact/shared';
import { toastError } from '../../lib/toast';

/**
 * Where a form shows a refusal: the server's words under the field its Code is about, else in the
 * error toast as every other answer (a limit reached, a network failure). Answers the fields' errors.
 */
export function refusalShown<Field extends string>(
  answer: Envelope<unknown>,
  fieldOf: Partial<Record<MessageKey, Field>>,
): Partial<Record<Field, string>> {
  const field = answer.Code && fieldOf[answer.Code];
  if (field) return { [field]: answer.Content } as Partial<Record<Field, string>>;
  if (answer.Content) toastError(answer.Content);
  return {};
}
