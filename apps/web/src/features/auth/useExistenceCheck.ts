import { useCallback, useRef, useState } from 'react';
import { useMessageText } from '../../i18n/useMessageText';
import { authApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';

export type ExistenceKind = 'email' | 'phone';

/**
 * Doc 1 §5: whether an email or phone number is already used by an account. Answers the message key
 * to show, or undefined; a failed check answers 'Validation failed'.
 */
async function existenceProblem(kind: ExistenceKind, value: string): Promise<string | undefined> {
  const answer =
    kind === 'email'
      ? await call(authApi.checkEmail, { email: value.trim() }, { toast: false })
      : await call(authApi.checkPhone, { phoneNumber: value.trim() }, { toast: false });
  if (answer.Type !== 200) return 'registerValidationFailed';
  if (answer.Data !== true) return undefined;
  return kind === 'email' ? 'registerEmailInUse' : 'registerPhoneInUse';
}

/**
 * The existence checks of the sign-up and settings forms: `check` asks the server, `errorFor` shows
 * the answer while the field still holds the value that was checked. A value is asked about once: the
 * check made when the field lost focus (even still under way) also answers the submit. A failed check
 * is asked again next time.
 */
export function useExistenceCheck() {
  const message = useMessageText();
  const [answers, setAnswers] = useState<Partial<Record<ExistenceKind, { value: string; problem?: string }>>>(
    {},
  );
  const asked = useRef(new Map<string, Promise<string | undefined>>());

  const check = useCallback(async (kind: ExistenceKind, value: string) => {
    const key = `${kind}:${value.trim()}`;
    let answer = asked.current.get(key);
    if (!answer) {
      answer = existenceProblem(kind, value);
      asked.current.set(key, answer);
    }
    const problem = await answer;
    if (problem === 'registerValidationFailed') asked.current.delete(key);
    setAnswers((previous) => ({ ...previous, [kind]: { value, problem } }));
    return problem;
  }, []);

  const errorFor = (kind: ExistenceKind, currentValue: string) => {
    const found = answers[kind];
    return found?.problem && found.value === currentValue ? message(found.problem) : undefined;
  };

  return { check, errorFor };
}
