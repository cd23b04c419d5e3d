import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { contractStatuses } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectContract } from './api';
import { isSubcontract } from './contracts';
import { cutText, dateText, projectListLimits } from './text';

/** Where the owner re-opens a draft: the builder's edit screen of its kind (doc 3 §2). */
const editPath = (contract: ProjectContract) =>
  `/${isSubcontract(contract) ? 'EditSubContract' : 'EditClientContract'}/${contract.Id}`;

/** A contract's state in words (doc 2 §4). */
function ContractState({ contract }: { contract: ProjectContract }) {
  const { t } = useTranslation(['ui', 'messages']);
  if (contract.Status === contractStatuses.draft)
    return <Badge color="gray">{t('messages:contractDraftLabel')}</Badge>;
  if (contract.Status === contractStatuses.signed)
    return <Badge color="green">{t('projects.contractSigned')}</Badge>;
  if (contract.IsExpired) return <Badge color="red">{t('messages:contractExpiredLabel')}</Badge>;
  return <Badge color="yellow">{t('projects.contractAwaiting')}</Badge>;
}

/**
 * Contracts of a project (doc 2 §2, §9): the scope of services cut to 30 characters plus an ellipsis,
 * then the created date; party business names cut to 10. `signLinks` offers 'Sign Now' on unsigned
 * contracts (a party's view, doc 2 §6); `editLinks` offers 'Edit' on drafts (the owner's view).
 */
export function ContractList({
  contracts,
  empty,
  signLinks = false,
  editLinks = false,
}: {
  contracts: readonly ProjectContract[];
  empty: string;
  signLinks?: boolean;
  editLinks?: boolean;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  if (contracts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {contracts.map((contract) => {
        const scope = contract.Data?.ScopeOfServices ?? '';
        const parties = (contract.Parties ?? [])
          .map((party) => party.BusinessName?.trim() ?? '')
          .filter(Boolean)
          .map((name) => cutText(name, projectListLimits.businessNameCut));
        return (
          <Paper component="li" key={contract.Id} withBorder p="xs" radius="md">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} title={scope}>
                  {cutText(scope, projectListLimits.scopeCut)} {dateText(contract.CreatedDate)}
                </Text>
                {parties.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {parties.join(', ')}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                <ContractState contract={contract} />
                {editLinks && contract.Status === contractStatuses.draft && (
                  <Anchor component={Link} to={editPath(contract)} size="sm" fw={600}>
                    {t('projects.contractEdit')}
                  </Anchor>
                )}
                {signLinks &&
                  contract.Status !== contractStatuses.signed &&
                  contract.Status !== contractStatuses.draft &&
                  contract.SignatureUrl && (
                    <Anchor href={contract.SignatureUrl} size="sm" fw={600}>
                      {t('messages:contractSignNow')}
                    </Anchor>
                  )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
