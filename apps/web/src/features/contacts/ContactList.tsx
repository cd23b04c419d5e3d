import { useId, useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { formatPhone, normaliseForSearch } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { contactsPageSize } from './api';
import { pageCount, pageOf, Pager } from './Pager';

/** Below this width the lists are cards (768 px). */
export const wideListQuery = '(min-width: 48em)';

export interface ContactColumn<T> {
  header: string;
  value: (row: T) => string;
  /** The value is a phone number or an email address: a tel: or mailto: link. */
  link?: 'tel' | 'mailto';
}

/** A phone number reads 647-555-0199; its link dials the stored digits. */
function Cell<T>({ column, row }: { column: ContactColumn<T>; row: T }) {
  const { i18n } = useTranslation();
  const value = column.value(row);
  if (!value || !column.link) return value;
  return (
    <Anchor href={`${column.link}:${value}`} inherit>
      {column.link === 'tel' ? formatPhone(value, i18n.language) : value}
    </Anchor>
  );
}

export interface ContactListProps<T> {
  title: string;
  searchLabel: string;
  searchPlaceholder: string;
  addLabel: string;
  onAdd: () => void;
  pagesLabel: string;
  emptyText: string;
  loadErrorText: string;
  rows: readonly T[] | undefined;
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  rowKey: (row: T) => string;
  /** Whether the row matches the search text (normalised for search, never empty). */
  matches: (row: T, search: string) => boolean;
  columns: readonly ContactColumn<T>[];
  /** The card's heading on narrow screens. */
  cardTitle: (row: T) => string;
  actions: (row: T) => ReactNode;
}

/**
 * One list of My Contacts (doc 2 §2): its search box, its add button, 5 rows a page, a table on wide
 * screens and cards on narrow ones. A new search starts again at page 1.
 */
export function ContactList<T>(props: ContactListProps<T>) {
  const { t } = useTranslation();
  const titleId = useId();
  const wide = useMediaQuery(wideListQuery);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const needle = normaliseForSearch(search);
  const all = props.rows ?? [];
  const found = needle ? all.filter((row) => props.matches(row, needle)) : all;
  const pages = pageCount(found.length, contactsPageSize);
  const current = Math.min(page, pages);
  const shown = pageOf(found, current, contactsPageSize);

  let body: ReactNode;
  if (props.pending) {
    body = (
      <Center mih={120} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  } else if (props.error) {
    body = <LoadError title={props.loadErrorText} error={props.error} onRetry={props.onRetry} />;
  } else if (found.length === 0) {
    body = (
      <Text c="dimmed" size="sm" py="md">
        {needle ? t('contacts.noMatches') : props.emptyText}
      </Text>
    );
  } else if (wide) {
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th>{t('contacts.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={props.rowKey(row)}>
                {props.columns.map((column) => (
                  <Table.Td key={column.header}>
                    <Cell column={column} row={row} />
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap="xs" wrap="wrap">
                    {props.actions(row)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    body = (
      <Stack gap="sm" role="list" aria-labelledby={titleId}>
        {shown.map((row) => (
          <Card key={props.rowKey(row)} withBorder padding="sm" role="listitem">
            <Stack gap={6}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {props.cardTitle(row)}
              </Text>
              {props.columns
                .slice(1)
                .filter((column) => column.value(row) !== '')
                .map((column) => (
                  <Group key={column.header} gap={6} wrap="nowrap" align="flex-start">
                    <Text size="sm" c="dimmed" miw={96}>
                      {column.header}
                    </Text>
                    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                      <Cell column={column} row={row} />
                    </Text>
                  </Group>
                ))}
              <Group gap="xs" mt={4}>
                {props.actions(row)}
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h3" id={titleId}>
            {props.title}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        </Group>
        <TextInput
          type="search"
          label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        {body}
        {!props.pending && !props.error && (
          <Pager label={props.pagesLabel} total={pages} page={current} onChange={setPage} />
        )}
      </Stack>
    </Paper>
  );
}
