import { ActionIcon, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { contactLimits, limits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { NamePair } from './api';
import { newRowKey } from './contactForm';

export interface KeyedPair extends NamePair {
  key: string;
}

export function keyedPairs(pairs: readonly NamePair[] | null | undefined): KeyedPair[] {
  return (pairs ?? []).map((pair) => ({
    key: newRowKey('name'),
    FirstName: pair.FirstName,
    LastName: pair.LastName,
  }));
}

export function emptyPair(): KeyedPair {
  return { key: newRowKey('name'), FirstName: '', LastName: '' };
}

/** The pairs as the server takes them: without their keys, and without the ones left empty. */
export function pairsOut(pairs: readonly KeyedPair[]): NamePair[] {
  return pairs
    .map(({ FirstName, LastName }) => ({ FirstName, LastName }))
    .filter((pair) => pair.FirstName.trim() !== '' || pair.LastName.trim() !== '');
}

export interface NamePairsProps {
  pairs: readonly KeyedPair[];
  /** Input ids are `${idPrefix}Name-{index}-FirstName` (the path of a parse issue). */
  idPrefix: string;
  onChange: (pairs: KeyedPair[]) => void;
  errorText?: (path: string) => string | undefined;
  disabled?: boolean;
}

/** The client's first/last name pairs beyond the first (Client.Name): added and removed freely. */
export function NamePairs({ pairs, idPrefix, onChange, errorText, disabled }: NamePairsProps) {
  const { t } = useTranslation();
  const change = (key: string, field: 'FirstName' | 'LastName', value: string) =>
    onChange(pairs.map((pair) => (pair.key === key ? { ...pair, [field]: value } : pair)));

  return (
    <Stack gap="xs">
      {pairs.map((pair, index) => {
        const number = index + 1;
        return (
          <Group key={pair.key} align="flex-end" gap="xs" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, xs: 2 }} style={{ flex: 1 }}>
              <TextInput
                id={`${idPrefix}Name-${index}-FirstName`}
                label={t('contacts.extraFirstName', { number })}
                value={pair.FirstName}
                maxLength={limits.nameMaxLength}
                disabled={disabled}
                error={errorText?.(`Name.${index}.FirstName`)}
                onChange={(event) => change(pair.key, 'FirstName', event.currentTarget.value)}
              />
              <TextInput
                id={`${idPrefix}Name-${index}-LastName`}
                label={t('contacts.extraLastName', { number })}
                value={pair.LastName}
                maxLength={limits.nameMaxLength}
                disabled={disabled}
                error={errorText?.(`Name.${index}.LastName`)}
                onChange={(event) => change(pair.key, 'LastName', event.currentTarget.value)}
              />
            </SimpleGrid>
            {!disabled && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={4}
                aria-label={t('contacts.removeName', { number })}
                onClick={() => onChange(pairs.filter((candidate) => candidate.key !== pair.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!disabled && pairs.length < contactLimits.namePairs && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange([...pairs, emptyPair()])}
          >
            {t('contacts.addName')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
