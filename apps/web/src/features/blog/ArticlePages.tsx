import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The list's page numbers (doc 3 §2), with Previous and Next. */
export function ArticlePages({
  count,
  current,
  onChange,
}: {
  count: number;
  current: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="center" component="nav" aria-label={t('blog.pages.label')}>
      <Pagination
        total={count}
        value={current}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(number) => ({ 'aria-label': t('blog.pages.number', { page: number }) })}
        getControlProps={(control) => ({ 'aria-label': t(`blog.pages.${control}`) })}
      />
    </Group>
  );
}
