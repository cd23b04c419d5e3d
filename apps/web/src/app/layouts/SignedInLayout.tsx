import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Anchor, AppShell, Burger, Group, ScrollArea, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconVideo } from '@tabler/icons-react';
import { limits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { RouteFallback } from '../../components/RouteFallback';
import { mainContentId, SkipLink } from '../../components/SkipLink';
import { PostSignInPopups } from '../../features/content/PostSignInPopups';
import { productName } from '../../lib/product';
import { getStored, type StoredUser } from '../../lib/storage';
import { loadGuidesLabels } from '../../i18n/loadLabels';
import { useAccountLanguage } from '../../features/auth/useAccountLanguage';
import { AccountButton } from './AccountButton';
import { HowToVideoModal } from './HowToVideoModal';
import { Sidebar } from './sidebar/Sidebar';
import { useSidebarCollapse } from './sidebar/useSidebarCollapse';

const headerHeight = 56;
const navbarId = 'app-sidebar';

/** Doc 1 §3: the signed-in user's name (first and last name, else the username). */
export function displayNameOf(user: StoredUser | null): string {
  const fullName = [user?.FirstName, user?.LastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user?.UserName || '';
}

// The menu (Mantine's Menu and Popover, some 12 KB gzipped) downloads right after the shell, which
// draws its button meanwhile; a click on it then opens the menu once the menu is there.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

/** The account menu of the header (AccountMenu), its button drawn at once. */
function AccountMenuSlot() {
  const name = displayNameOf(getStored('user'));
  const [clicked, setClicked] = useState(false);
  const button = (
    <AccountButton name={name} menuOpened={false} aria-haspopup="menu" onClick={() => setClicked(true)} />
  );
  return (
    <Suspense fallback={button}>
      <AccountMenu name={name} initiallyOpened={clicked} />
    </Suspense>
  );
}

/**
 * Opens the how-to popup (doc 1 §2) once the guides' labels it reads are here: they load on the first
 * click, not with the shell, since most signed-in pages never open it.
 */
function HowToVideoButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [labelsLoaded, setLabelsLoaded] = useState(false);
  const open = () =>
    void loadGuidesLabels().then(() => {
      setLabelsLoaded(true);
      setOpened(true);
    });
  const label = t('shell.howToVideo');
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={open}>
          <IconVideo size={22} stroke={1.7} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {labelsLoaded && <HowToVideoModal opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}

/**
 * The button that shows and hides the sidebar: on a phone a menu button opening the sidebar over the
 * page, on a wider screen the toggle between the 220 px sidebar and its 50 px icon rail.
 */
function SidebarToggle({
  collapsed,
  narrow,
  onToggle,
}: {
  collapsed: boolean;
  narrow: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  if (narrow) {
    const label = collapsed ? t('nav.openMenu') : t('nav.closeMenu');
    return (
      <Burger
        opened={!collapsed}
        onClick={onToggle}
        size="sm"
        aria-label={label}
        aria-expanded={!collapsed}
        aria-controls={navbarId}
      />
    );
  }
  const label = collapsed ? t('nav.expand') : t('nav.collapse');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={onToggle}
        aria-label={label}
        aria-expanded={!collapsed}
        aria-controls={navbarId}
      >
        {collapsed ? (
          <IconLayoutSidebarLeftExpand size={22} aria-hidden />
        ) : (
          <IconLayoutSidebarLeftCollapse size={22} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The signed-in pages: header, sidebar (220 px, 50 px collapsed) and the page. Below 767 px the page
 * keeps the whole width: the sidebar is a menu that the header's button opens over it.
 */
export function SignedInLayout() {
  const { t } = useTranslation();
  const { collapsed, narrow, toggle, collapseIfNarrow } = useSidebarCollapse();
  const drawerClosed = narrow && collapsed;
  useAccountLanguage();

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={{
        width: collapsed && !narrow ? limits.sidebarCollapsedWidth : limits.sidebarWidth,
        breakpoint: limits.sidebarCollapseBelowPx,
        collapsed: { mobile: collapsed },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <SidebarToggle collapsed={collapsed} narrow={narrow} onToggle={toggle} />
            <Anchor component={Link} to="/MyProjects" underline="never">
              <Group gap={8} wrap="nowrap">
                <Logo size={28} />
                <Text component="span" fw={800} fz="lg" c="brand.9">
                  {productName}
                </Text>
              </Group>
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <HowToVideoButton />
            <AccountMenuSlot />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id={navbarId}
        aria-label={t('nav.label')}
        data-collapsed={collapsed && !narrow}
        p={collapsed && !narrow ? 4 : 'xs'}
        // Closed on a phone it lies outside the screen: out of the tab order and the reading order too.
        style={drawerClosed ? { visibility: 'hidden' } : undefined}
      >
        <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
          <Sidebar collapsed={collapsed && !narrow} onNavigate={collapseIfNarrow} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={mainContentId} bg="gray.0">
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <PostSignInPopups />
    </AppShell>
  );
}
