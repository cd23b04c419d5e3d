import { Button, Text, Tooltip, type ButtonProps } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface AccountButtonProps extends ButtonProps {
  /** The user's name, '' when not known. */
  name: string;
  menuOpened: boolean;
  onClick?: () => void;
}

/** The header's button that opens the account menu (AccountMenu), named after the signed-in user. */
export function AccountButton({ name, menuOpened, ...buttonProps }: AccountButtonProps) {
  const { t } = useTranslation();
  const label = name ? t('shell.accountMenuFor', { name }) : t('nav.accountMenu');
  return (
    <Tooltip label={name || label} disabled={menuOpened}>
      <Button
        variant="subtle"
        color="gray"
        radius="xl"
        px="xs"
        aria-label={label}
        leftSection={<IconUserCircle size={26} stroke={1.6} aria-hidden />}
        styles={{ section: { marginInlineEnd: name ? undefined : 0 } }}
        {...buttonProps}
      >
        {name && (
          <Text component="span" fz="sm" fw={600} truncate maw={180} visibleFrom="sm">
            {name}
          </Text>
        )}
      </Button>
    </Tooltip>
  );
}
