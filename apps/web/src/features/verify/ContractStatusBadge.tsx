import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusLook } from './statusWords';

/** A contract's status as a word on its colour (a status unknown here shows as the server wrote it). */
export function ContractStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('messages');
  const look = statusLook(status);
  return (
    <Badge color={look?.color ?? 'gray'} variant="filled" size="lg" tt="none">
      {look ? t(look.word) : status}
    </Badge>
  );
}
