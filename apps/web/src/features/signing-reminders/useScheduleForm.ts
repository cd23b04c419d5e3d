import { useState, type FormEvent } from 'react';
import type { Envelope } from '@tradepact/shared';
import { toastSuccess } from '../../lib/toast';
import type { SigningReminderSchedule } from './api';
import { checkedSchedule, type ScheduleDraft, type ScheduleProblem } from './ScheduleFields';

/**
 * A reminder schedule's form, a contract's or the account's default: the days as typed, checked
 * before they are sent (the first problem shown at its field), saved, and said so.
 */
export function useScheduleForm<T>(
  initial: ScheduleDraft,
  save: (schedule: SigningReminderSchedule) => Promise<Envelope<T>>,
  onSaved: (data: T) => void,
) {
  const [draft, setDraft] = useState<ScheduleDraft>(initial);
  const [error, setError] = useState<ScheduleProblem>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkedSchedule(draft);
    if (!('schedule' in checked)) {
      setError(checked);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const answer = await save(checked.schedule);
      if (answer.Type !== 200) return;
      toastSuccess(answer.Content);
      onSaved(answer.Data);
    } finally {
      setSaving(false);
    }
  };

  return { draft, setDraft, error, saving, submit: (event: FormEvent) => void submit(event) };
}
