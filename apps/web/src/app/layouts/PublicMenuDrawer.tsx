import { Anchor, Button, Drawer, Stack } from '@mantine/core';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authPaths } from '../../features/auth/paths';
import type { NavLinks } from './PublicHeader';

interface PublicMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  links: NavLinks;
  /** The Sign in button's click (opens the popup over the page); no button while signed in. */
  onSignIn?: (event: MouseEvent) => void;
}

/** The public header's menu on narrow screens (doc 1 §2), loaded when first opened. */
export function PublicMenuDrawer({ opened, onClose, links, onSignIn }: PublicMenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title={t('public.menuTitle')}>
      <Stack component="nav" aria-label={t('public.menuTitle')} gap="md">
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} onClick={onClose} size="lg">
            {t(link.labelKey)}
          </Anchor>
        ))}
        {onSignIn && (
          <Button
            component={Link}
            to={authPaths.signIn}
            variant="default"
            onClick={(event: MouseEvent) => {
              onClose();
              onSignIn(event);
            }}
          >
            {t('public.signIn')}
          </Button>
        )}
      </Stack>
      <LanguageSwitch size="lg" mt="xl" />
    </Drawer>
  );
}
