import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The blog's search box and button (Enter searches too). It starts from the words in the address:
 * the list keys it by them, so Back and Forward put the words they searched back in the box.
 */
export function SearchForm({ words, onSearch }: { words: string; onSearch: (words: string) => void }) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = new FormData(event.currentTarget).get('q');
        onSearch(typeof typed === 'string' ? typed.trim() : '');
      }}
    >
      <Group gap="xs" wrap="nowrap" maw={560}>
        <TextInput
          name="q"
          type="search"
          defaultValue={words}
          aria-label={t('blog.search.label')}
          placeholder={t('blog.search.placeholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          maxLength={200}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit">{t('blog.search.button')}</Button>
      </Group>
    </form>
  );
}
