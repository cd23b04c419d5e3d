import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { changePlan, type SubscriptionPlan } from './api';
import { ConfirmDialog } from './ConfirmDialog';

export interface SwitchPlanDialogProps {
  /** The paid plans the account may switch to (not its current one). */
  plans: readonly SubscriptionPlan[];
  /** The plan type chosen; null when the dialog is closed. */
  chosen: number | null;
  onChoose: (type: number) => void;
  /** The current plan's name, and its next billing date (YYYY-MM-DD), when the switch takes effect. */
  current: string;
  from: string;
  onClose: () => void;
  onDone: () => void;
}

/** Switch plan (doc 3 §4): the new plan takes effect on the next billing date. */
export function SwitchPlanDialog({
  plans,
  chosen,
  onChoose,
  current,
  from,
  onClose,
  onDone,
}: SwitchPlanDialogProps) {
  const { t } = useTranslation();
  const confirm = async () => {
    const plan = plans.find((candidate) => candidate.Type === chosen);
    if (!plan) return false;
    const answer = await changePlan(plan.Type);
    if (answer.Type !== 200) return false;
    toastSuccess(t('billing.switchDialog.done', { plan: plan.Name, date: from }));
    onDone();
    return true;
  };
  return (
    <ConfirmDialog
      opened={chosen !== null}
      title={t('billing.switchDialog.title')}
      confirmLabel={t('billing.switchDialog.confirm')}
      backLabel={t('billing.switchDialog.back')}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Radio.Group
        label={t('billing.switchDialog.choose')}
        value={chosen === null ? null : String(chosen)}
        onChange={(value) => onChoose(Number(value))}
      >
        <Stack gap="xs" mt="xs">
          {plans.map((plan) => (
            <Radio
              key={plan.Type}
              value={String(plan.Type)}
              label={t('billing.switchDialog.option', { plan: plan.Name, price: plan.PriceStr })}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm">{t('billing.switchDialog.body', { date: from, plan: current })}</Text>
    </ConfirmDialog>
  );
}
