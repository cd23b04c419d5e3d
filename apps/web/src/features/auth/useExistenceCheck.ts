import { useCallback, useState } from 'react';
import { useMessageText } from '../../i18n/useMessageText';
import { get } from '../../lib/http';
import { authApi } from './api';

export type ExistenceKind = 'email' | 'phone';

/**
 * Doc 1 §5: whether an email or phone number is already used by an account. Answers the message key
 * to show, or undefined; a failed check answers 'Validation failed'.
 */
async function existenceProblem(kind: ExistenceKind, value: string): Promise<string | undefined> {
  const answer =
    kind === 'email'
      ? await get<boolean>(authApi.checkEmail, { email: value.trim() }, { toast: false })
      : await get<boolean>(authApi.checkPhone, { phoneNumber: value.trim() }, { toast: false });
  if (answer.Type !== 200) return 'registerValidationFailed';
  if (answer.Data !== true) return undefined;
  return kind === 'email' ? 'registerEmailInUse' : 'registerPhoneInUse';
}

/**
 * The existence checks of the sign-up and settings forms: `check` asks the server, `errorFor` shows
 * the answer while the field still holds the value that was checked.
 */
export function useExistenceCheck() {
  const message = useMessageText();
  const [answers, setAnswers] = useState<Partial<Record<ExistenceKind, { value: string; problem?: string }>>>(
    {},
  );

  const check = useCallback(async (kind: ExistenceKind, value: string) => {
    const problem = await existenceProblem(kind, value);
    setAnswers((previous) => ({ ...previous, [kind]: { value, problem } }));
    return problem;
  }, []);

  const errorFor = (kind: ExistenceKind, currentValue: string) => {
    const found = answers[kind];
    return found?.problem && found.value === currentValue ? message(found.problem) : undefined;
  };

  return { check, errorFor };
}
