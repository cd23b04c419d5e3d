import { useId, useState } from 'react';
import { Anchor, Card, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { pageCount, Pager } from '../contacts/Pager';
import { invoicePageSize, invoicePdfPath, useInvoices, type InvoiceRow } from './api';
import { dateText, money } from './format';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

/** Below this width (768 px, doc 3 §9's mobile breakpoint) the invoices are cards. */
const wideListQuery = '(min-width: 48em)';

function PdfLink({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={invoicePdfPath(invoice.Id)}
      download
      size="sm"
      aria-label={t('billing.invoices.downloadFor', { number: invoice.InvoiceNumber })}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconDownload size={16} aria-hidden />
        {t('billing.invoices.download')}
      </Group>
    </Anchor>
  );
}

function InvoiceList({ rows, labelledBy }: { rows: readonly InvoiceRow[]; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  // Read at once (the signed-in pages are drawn in the browser only): no phone layout flashes first.
  const wide = useMediaQuery(wideListQuery, undefined, { getInitialValueInEffect: false });
  const total = (invoice: InvoiceRow) => money(invoice.Transaction.Total, i18n.language);

  if (wide) {
    return (
      <Table striped verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.invoices.columns.number')}</Table.Th>
            <Table.Th>{t('billing.invoices.columns.date')}</Table.Th>
            <Table.Th>{t('billing.invoices.columns.description')}</Table.Th>
            <Table.Th ta="right">{t('billing.invoices.columns.total')}</Table.Th>
            <Table.Th>{t('billing.invoices.columns.status')}</Table.Th>
            <Table.Th>{t('billing.invoices.columns.pdf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((invoice) => (
            <Table.Tr key={invoice.Id}>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {invoice.InvoiceNumber}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateText(invoice.CreatedTime)}</Table.Td>
              <Table.Td>{invoice.Transaction.Description}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {total(invoice)}
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge transaction={invoice.Transaction} />
              </Table.Td>
              <Table.Td>
                <PdfLink invoice={invoice} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Stack gap="sm" role="list" aria-labelledby={labelledBy}>
      {rows.map((invoice) => (
        <Card key={invoice.Id} withBorder padding="sm" role="listitem">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{invoice.InvoiceNumber}</Text>
              <InvoiceStatusBadge transaction={invoice.Transaction} />
            </Group>
            <Text size="sm">{invoice.Transaction.Description}</Text>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {dateText(invoice.CreatedTime)}
              </Text>
              <Text fw={600}>{total(invoice)}</Text>
            </Group>
            <PdfLink invoice={invoice} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Invoices (doc 3 §2/§9): 10 a page, newest first, each with its status and its PDF. */
export function InvoicesSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);

  let body;
  if (invoices.isPending) {
    body = (
      <Center mih={80} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  } else if (invoices.isError) {
    body = (
      <LoadError
        title={t('billing.invoices.loadError')}
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
      />
    );
  } else if (invoices.data.Rows.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('billing.invoices.empty')}
      </Text>
    );
  } else {
    body = (
      <>
        <InvoiceList rows={invoices.data.Rows} labelledBy={titleId} />
        <Pager
          label={t('billing.invoices.pages')}
          total={pageCount(invoices.data.Total, invoicePageSize)}
          page={page}
          onChange={setPage}
        />
      </>
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h3" id={titleId}>
          {t('billing.invoices.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
