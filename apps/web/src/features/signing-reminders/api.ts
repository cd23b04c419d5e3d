import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractSigningReminders, SigningReminderSchedule } from '@tradepact/shared';
import { signingRemindersApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

export type { ContractSigningReminders, SigningReminderSchedule };

export const contractRemindersKey = (id: string) => ['app', 'contract', 'signingreminders', id] as const;
export const defaultRemindersKey = ['app', 'settings', 'signingreminders'] as const;

/** A sent contract's reminders to sign (issue 32 §3), for its line in My Projects. */
export function useContractReminders(id: string) {
  return useQuery({
    queryKey: contractRemindersKey(id),
    queryFn: async ({ signal }) =>
      dataOf(await call(signingRemindersApi.read, { id }, { signal, toast: false })),
    staleTime: 0,
  });
}

/** Changes or turns off a contract's reminders; a refusal shows as the error toast. */
export function useChangeContractReminders(id: string) {
  const queryClient = useQueryClient();
  return async (schedule: SigningReminderSchedule) => {
    const answer = await call(signingRemindersApi.change, { Id: id, ...schedule });
    if (answer.Type === 200 && answer.Data) queryClient.setQueryData(contractRemindersKey(id), answer.Data);
    return answer;
  };
}

/** The account's default, for Settings; the section shows a failure itself. */
export function useDefaultReminders() {
  return useQuery({
    queryKey: defaultRemindersKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(signingRemindersApi.readDefault, undefined, { signal, toast: false })),
    staleTime: 0,
  });
}

export function saveDefaultReminders(schedule: SigningReminderSchedule) {
  return call(signingRemindersApi.saveDefault, schedule);
}
