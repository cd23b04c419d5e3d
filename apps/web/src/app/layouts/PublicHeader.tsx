import { Anchor, Badge, Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Logo } from '../../components/Logo';
import { useAccountModal } from '../../features/auth/AccountModal';
import type { AccountTab } from '../../features/auth/AccountTabs';
import { authPaths } from '../../features/auth/paths';
import { useSignedIn } from '../../features/auth/useSignedIn';
import { productName } from '../../lib/product';
import classes from './PublicLayout.module.css';

const navLinks = [
  { to: '/howwework', labelKey: 'public.howWeWork' },
  { to: '/blog', labelKey: 'public.blog' },
] as const;

export type NavLinks = typeof navLinks;

// The phone menu (a drawer) is downloaded when first opened: most visits never open it.
const PublicMenuDrawer = lazy(() =>
  import('./PublicMenuDrawer').then((m) => ({ default: m.PublicMenuDrawer })),
);

/** Doc 1 §2: product name, beta mark, and Sign in / Sign Up (or My Account while signed in). */
export function PublicHeader() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [menuOpened, menu] = useDisclosure(false);
  // Once opened, the drawer stays mounted so that it closes with its animation.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);
  const accountModal = useAccountModal();
  const onLoginPage = useLocation().pathname.toLowerCase() === '/login';
  /**
   * Sign in / Sign Up are links to the login page; where the popup is available (any public page but
   * the login page itself) a click opens it over the page instead.
   */
  const openInPopup = (tab: AccountTab) => (event: MouseEvent) => {
    if (!accountModal || onLoginPage) return;
    event.preventDefault();
    accountModal({ tab });
  };

  const accountButtons = signedIn ? (
    <Button component={Link} to={authPaths.myAccount}>
      {t('public.myAccount')}
    </Button>
  ) : (
    <>
      <Button
        component={Link}
        to={authPaths.signIn}
        onClick={openInPopup('signin')}
        variant="subtle"
        visibleFrom="xs"
      >
        {t('public.signIn')}
      </Button>
      <Button
        component={Link}
        to={authPaths.signUp}
        onClick={openInPopup('signup')}
        color="accent.6"
        autoContrast
      >
        {t('public.signUp')}
      </Button>
    </>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to="/" className={classes.brand} underline="never">
              <Logo size={30} />
              <Text component="span" fw={800} fz={{ base: 'lg', sm: 'xl' }} c="brand.9">
                {productName}
              </Text>
            </Anchor>
            {/* On a phone the account buttons need the room (the French ones are longer). */}
            <Badge color="accent.6" autoContrast size="sm" visibleFrom="xs">
              {t('public.beta')}
            </Badge>
          </Group>

          <Group component="nav" aria-label={t('public.navLabel')} gap="lg" visibleFrom="sm">
            {navLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="gray.9" fw={500}>
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Group>

          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="sm" mr="xs">
              <LanguageSwitch c="gray.9" fw={500} />
            </Box>
            {accountButtons}
            <Burger
              hiddenFrom="sm"
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label={t('public.openMenu')}
              aria-expanded={menuOpened}
              size="sm"
            />
          </Group>
        </Group>
      </Container>

      {menuUsed && (
        <Suspense fallback={null}>
          <PublicMenuDrawer
            opened={menuOpened}
            onClose={menu.close}
            links={navLinks}
            onSignIn={signedIn ? undefined : openInPopup('signin')}
          />
        </Suspense>
      )}
    </Box>
  );
}
