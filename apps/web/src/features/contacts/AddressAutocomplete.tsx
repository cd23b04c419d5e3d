import { useRef, useState } from 'react';
import { Autocomplete, Text, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { languageOf } from '@tradepact/shared';
import { projectsApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { call, dataOf } from '../../lib/http';
import { addressLine, addressSuggestMinLength, autocompleteDelayMs, type AddressSuggestion } from './api';

export interface AddressAutocompleteProps extends Omit<
  AutocompleteProps,
  'data' | 'value' | 'onChange' | 'onOptionSubmit' | 'filter' | 'renderOption'
> {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: fill the Address, Unit, City, Province and PostalCode it holds. */
  onPick: (address: AddressSuggestion) => void;
}

const suggestKey = (q: string) => ['app', 'address', 'suggest', q] as const;

/**
 * The address field with suggestions (doc 2 §2): 200 ms after the typing stops, with at least two
 * characters, it asks GET /api/app/address/suggest?q= and offers the answers; choosing one fills the
 * whole address through `onPick`. The suggestions are an aid: a failure shows nothing.
 */
export function AddressAutocomplete({ value, onChange, onPick, ...props }: AddressAutocompleteProps) {
  const { i18n } = useTranslation();
  // What the user typed (not what a pick or a copy wrote): only typing asks for suggestions.
  const [typed, setTyped] = useState('');
  const picking = useRef(false);
  const [query] = useDebouncedValue(typed.trim(), autocompleteDelayMs);
  const enabled = query.length >= addressSuggestMinLength && query === typed.trim();

  const suggestions = useQuery({
    queryKey: suggestKey(query),
    queryFn: async ({ signal }) =>
      dataOf(await call(projectsApi.suggestAddress, { q: query }, { signal, toast: false })),
    enabled,
    staleTime: 60_000,
  });
  const shown = enabled ? (suggestions.data ?? []) : [];

  return (
    <Autocomplete
      {...props}
      autoComplete="off"
      value={value}
      data={shown.map((suggestion, index) => ({ value: String(index), label: suggestion.Address }))}
      // The server already chose the matches.
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const suggestion = shown[Number(option.value)];
        return (
          <Text size="sm">
            {suggestion ? addressLine(suggestion, languageOf(i18n.language)) : option.value}
          </Text>
        );
      }}
      onOptionSubmit={(chosen) => {
        const suggestion = shown[Number(chosen)];
        if (!suggestion) return;
        picking.current = true;
        setTyped('');
        onPick(suggestion);
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
