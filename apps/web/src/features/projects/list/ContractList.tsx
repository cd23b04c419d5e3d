import { useState } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReloadProjects, type ProjectContract } from './api';
import { ContractFigures } from './ContractFigures';
import { ContractMenu } from './ContractMenu';
import { awaitsSignatures, contractState } from './contracts';
import { ContractStateBadge } from './ContractStateBadge';
import { DeliveryStatus } from './DeliveryStatus';
import { ContractRemindersLine } from '../../signing-reminders/ContractRemindersLine';
import { ContractPaidLine } from '../../payments/ContractPaidLine';
import { OriginalsModal } from './OriginalsModal';
import { cutText, dateText, projectListLimits } from './text';
import { useContractActions } from './useContractActions';

/** A party may sign while the contract waits for signatures (doc 2 §6 'Sign Now'). */
const signable = (contract: ProjectContract) =>
  awaitsSignatures(contractState(contract)) && Boolean(contract.SignatureUrl);

/**
 * Contracts of a project (doc 2 §2, §9): the scope of services cut to 30 characters plus an ellipsis,
 * then the created date; party business names cut to 10; the state in words. `signLinks` offers
 * 'Sign Now' on unsigned contracts (a party's view, doc 2 §6); `manage` gives each line the owner's
 * menu (edit, resend, delete or withdraw, originals, PDFs), and a signed one what its client paid
 * (issue 33 §1).
 */
export function ContractList({
  contracts,
  empty,
  signLinks = false,
  manage,
}: {
  contracts: readonly ProjectContract[];
  empty: string;
  signLinks?: boolean;
  manage?: { restricted: boolean };
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const actions = useContractActions();
  const reload = useReloadProjects();
  const [originalsOf, setOriginalsOf] = useState<ProjectContract | null>(null);
  if (contracts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {contracts.map((contract) => {
          const scope = contract.Data?.ScopeOfServices ?? '';
          const name =
            `${cutText(scope, projectListLimits.scopeCut)} ${dateText(contract.CreatedDate)}`.trim();
          const parties = (contract.Parties ?? [])
            .map((party) => party.BusinessName?.trim() ?? '')
            .filter(Boolean)
            .map((business) => cutText(business, projectListLimits.businessNameCut));
          return (
            <Paper component="li" key={contract.Id} withBorder p="xs" radius="md" aria-label={name}>
              <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
                <Stack gap={4} miw={0} style={{ flex: '1 1 12rem' }}>
                  <Text size="sm" fw={600} title={scope}>
                    {cutText(scope, projectListLimits.scopeCut)}{' '}
                    {/* A date is read whole: never broken at its hyphens on a phone. */}
                    <span style={{ whiteSpace: 'nowrap' }}>{dateText(contract.CreatedDate)}</span>
                  </Text>
                  <ContractFigures contract={contract} />
                  {parties.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {parties.join(', ')}
                    </Text>
                  )}
                  <ContractStateBadge contract={contract} />
                  {manage && awaitsSignatures(contractState(contract)) && (
                    <>
                      <DeliveryStatus contractId={contract.Id} />
                      <ContractRemindersLine contractId={contract.Id} name={name} />
                    </>
                  )}
                  {manage && (
                    <ContractPaidLine contract={contract} name={name} onChanged={() => void reload()} />
                  )}
                </Stack>
                {manage && (
                  <ContractMenu
                    contract={contract}
                    name={name}
                    restricted={manage.restricted}
                    actions={actions}
                    onOriginals={setOriginalsOf}
                  />
                )}
                {signLinks && signable(contract) && (
                  <Anchor href={contract.SignatureUrl ?? ''} size="sm" fw={600}>
                    {t('messages:contractSignNow')}
                  </Anchor>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <OriginalsModal contract={originalsOf} onClose={() => setOriginalsOf(null)} />
    </>
  );
}
