import { useRef, useState } from 'react';
import { Autocomplete, Stack, Text, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatPhone, limits, matchesSearch, normaliseForSearch } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { autocompleteDelayMs, fullName, type Client } from '../../contacts/api';

const maxSuggestions = 8;

export interface ClientNameInputProps extends Omit<
  AutocompleteProps,
  'data' | 'value' | 'onChange' | 'onOptionSubmit' | 'filter' | 'renderOption'
> {
  field: 'FirstName' | 'LastName';
  value: string;
  onChange: (value: string) => void;
  /** The contractor's clients (My Contacts). */
  clients: readonly Client[];
  /** Clients already in another block: not offered again. */
  excludeIds: readonly string[];
  /** An existing client was chosen: the block takes its details and its Id. */
  onPick: (client: Client) => void;
}

/** The clients whose first name, last name or full name holds `needle`, accents and case aside. */
function matching(clients: readonly Client[], needle: string, excluded: ReadonlySet<string>): Client[] {
  if (!needle) return [];
  return clients
    .filter((client) => !excluded.has(client.Id))
    .filter((client) =>
      matchesSearch(needle, client.FirstName, client.LastName, fullName(client.FirstName, client.LastName)),
    )
    .slice(0, maxSuggestions);
}

/**
 * A client block's first or last name with suggestions from My Contacts (doc 2 §2), offered 200 ms
 * after the typing stops (doc 2 §9).
 */
export function ClientNameInput({
  field,
  value,
  onChange,
  clients,
  excludeIds,
  onPick,
  ...props
}: ClientNameInputProps) {
  const { i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const picking = useRef(false);
  const [needle] = useDebouncedValue(normaliseForSearch(typed), autocompleteDelayMs);
  const shown = needle === normaliseForSearch(typed) ? matching(clients, needle, new Set(excludeIds)) : [];
  const byId = new Map(shown.map((client) => [client.Id, client]));

  return (
    <Autocomplete
      {...props}
      autoComplete="off"
      maxLength={limits.nameMaxLength}
      value={value}
      data={shown.map((client) => ({ value: client.Id, label: client[field] }))}
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const client = byId.get(option.value);
        if (!client) return option.value;
        const details = [client.BusinessName, client.Email, formatPhone(client.Phone, i18n.language)]
          .filter(Boolean)
          .join(' · ');
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {fullName(client.FirstName, client.LastName)}
            </Text>
            {details && (
              <Text size="xs" c="dimmed">
                {details}
              </Text>
            )}
          </Stack>
        );
      }}
      onOptionSubmit={(id) => {
        const client = byId.get(id);
        if (!client) return;
        picking.current = true;
        setTyped('');
        onPick(client);
      }}
      onChange={(next) => {
        // The Autocomplete writes the chosen option's label after a pick: that is not typing.
        if (picking.current) picking.current = false;
        else setTyped(next);
        onChange(next);
      }}
    />
  );
}
