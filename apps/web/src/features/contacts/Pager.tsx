import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** Names the navigation ("Clients pages"). */
  label: string;
  total: number;
  page: number;
  onChange: (page: number) => void;
}

/** Page numbers of a list, shown when it has more than one page. */
export function Pager({ label, total, page, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        size="sm"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`contacts.page.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('contacts.page.number', { page: item }) })}
      />
    </Group>
  );
}

/** The rows of page `page` (from 1) of `rows`, `size` a page. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}

export function pageCount(rows: number, size: number): number {
  return Math.max(1, Math.ceil(rows / size));
}
