import type { ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { matchesSearch } from '@tradepact/shared';

/** A Select's or Autocomplete's filter with the app's one search: accents and case never matter. */
export const accentInsensitiveFilter: OptionsFilter = ({ options, search }) =>
  options.filter((option: ComboboxParsedItem) => 'value' in option && matchesSearch(search, option.label));
