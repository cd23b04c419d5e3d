import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import type { ContractSummary } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { ContractPaymentsModal } from './ContractPaymentsModal';
import { usePaymentWords } from './format';

/** Doc 2 §3: party type 0 is the contractor; the others signed for the client. */
export const recipientsOf = (contract: ContractSummary): string[] =>
  (contract.Parties ?? [])
    .filter((party) => party.Type !== 0)
    .map((party) => party.Name?.trim() || party.BusinessName?.trim() || '')
    .filter(Boolean);

/**
 * A signed contract's line in My Projects (issue 33 §1): "Paid $X of $Y", the next amount due and its
 * day, and Payments, which opens the contract's payments. Nothing for a contract nothing is owed on.
 */
export function ContractPaidLine({
  contract,
  name,
  onChanged,
}: {
  contract: ContractSummary;
  /** The line's name, for the button's accessible name. */
  name: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const words = usePaymentWords();
  const [open, setOpen] = useState(false);
  const paid = contract.Paid;
  if (!paid) return null;
  const next =
    paid.NextDueCents === null
      ? ''
      : paid.NextDueOn
        ? t('contractPayments.lineNext', {
            amount: words.money(paid.NextDueCents),
            day: words.day(paid.NextDueOn),
          })
        : t('contractPayments.lineNextNoDay', { amount: words.money(paid.NextDueCents) });
  return (
    <>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCash size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text size="xs" data-testid="contract-paid">
          <Text span size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {t('contractPayments.linePaid', {
              paid: words.money(paid.PaidCents),
              total: words.money(paid.TotalCents),
            })}
          </Text>
          {next && (
            <>
              {' · '}
              {next}
            </>
          )}{' '}
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setOpen(true)}
            aria-label={t('contractPayments.openFor', { name })}
          >
            {t('contractPayments.open')}
          </Button>
        </Text>
      </Group>
      <ContractPaymentsModal
        contract={open ? contract : null}
        recipients={recipientsOf(contract)}
        onChanged={onChanged}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
