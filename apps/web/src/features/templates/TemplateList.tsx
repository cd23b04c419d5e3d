import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { languageNames } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { CustomTerm } from './api';
import { storedKindLabel } from './kinds';

export interface TemplateListProps {
  templates: readonly CustomTerm[];
  /** The id of the list's heading. */
  labelledBy: string;
  onEdit: (template: CustomTerm) => void;
  onDelete: (template: CustomTerm) => void;
}

/** Below this width (768 px, doc 3 §9's mobile breakpoint) the templates are cards. */
const wideListQuery = '(min-width: 48em)';

/** 'My Templates' (doc 3 §2): a table on wide screens, cards on a phone. */
export function TemplateList({ templates, labelledBy, onEdit, onDelete }: TemplateListProps) {
  const { t } = useTranslation();
  // Read at once (the signed-in pages are drawn in the browser only): no phone layout flashes first.
  const wide = useMediaQuery(wideListQuery, undefined, { getInitialValueInEffect: false });

  const kind = (template: CustomTerm) => t(`templates.kinds.${storedKindLabel(template.Type)}`);
  // The language its clauses are written in (issue 30 §2), named in itself as language choices are.
  const language = (template: CustomTerm) => (
    <Badge variant="light" color="gray" tt="none" lang={template.Language}>
      {languageNames[template.Language]}
    </Badge>
  );
  const usage = (template: CustomTerm) => t('templates.list.usedIn', { count: template.UsageCount });
  const actions = (template: CustomTerm) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={t('templates.list.editFor', { name: template.Tag })}
        onClick={() => onEdit(template)}
      >
        {t('templates.list.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={t('templates.list.deleteFor', { name: template.Tag })}
        onClick={() => onDelete(template)}
      >
        {t('templates.list.delete')}
      </Button>
    </Group>
  );

  if (wide) {
    return (
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={labelledBy}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('templates.list.columns.name')}</Table.Th>
              <Table.Th>{t('templates.list.columns.language')}</Table.Th>
              <Table.Th>{t('templates.list.columns.kind')}</Table.Th>
              <Table.Th>{t('templates.list.columns.usage')}</Table.Th>
              <Table.Th>{t('templates.list.columns.created')}</Table.Th>
              <Table.Th>{t('templates.list.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.map((template) => (
              <Table.Tr key={template.Id}>
                <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {template.Tag}
                </Table.Td>
                <Table.Td>{language(template)}</Table.Td>
                <Table.Td>{kind(template)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{usage(template)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{template.CreatedDate}</Table.Td>
                <Table.Td>{actions(template)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="sm" role="list" aria-labelledby={labelledBy}>
      {templates.map((template) => (
        <Card key={template.Id} withBorder padding="sm" role="listitem">
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {template.Tag}
              </Text>
              {language(template)}
            </Group>
            <Text size="sm">{kind(template)}</Text>
            <Text size="sm" c="dimmed">
              {usage(template)} · {t('templates.list.createdOn', { date: template.CreatedDate })}
            </Text>
            <Group mt={6}>{actions(template)}</Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
