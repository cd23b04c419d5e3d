import { Suspense } from 'react';
import { ActionIcon, Anchor, AppShell, Group, Menu, ScrollArea, Text, Tooltip } from '@mantine/core';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLock,
  IconLogout,
  IconUserCircle,
} from '@tabler/icons-react';
import { limits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { RouteFallback } from '../../components/RouteFallback';
import { mainContentId, SkipLink } from '../../components/SkipLink';
import { useSignOut } from '../../features/auth/useSignOut';
import { productName } from '../../lib/product';
import { Sidebar } from './sidebar/Sidebar';
import { useSidebarCollapse } from './sidebar/useSidebarCollapse';

const headerHeight = 56;
const navbarId = 'app-sidebar';

/** Placeholder account menu; the sign-in issue fills in the user's name. */
function AccountMenu() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={t('nav.accountMenu')}>
          <IconUserCircle size={26} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/MyProfile/0" leftSection={<IconUserCircle size={16} aria-hidden />}>
          {t('nav.myProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/Settings" leftSection={<IconLock size={16} aria-hidden />}>
          {t('nav.loginSettings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The signed-in pages: header, sidebar (220 px, 50 px collapsed) and the page. */
export function SignedInLayout() {
  const { t } = useTranslation();
  const { collapsed, narrow, toggle, collapseIfNarrow } = useSidebarCollapse();
  const expandedWidth = limits.sidebarWidth;
  const collapsedWidth = limits.sidebarCollapsedWidth;
  // On a narrow screen the page keeps the collapsed width and the open sidebar lies over it.
  const layoutWidth = collapsed || narrow ? collapsedWidth : expandedWidth;
  const overlay = narrow && !collapsed;
  const toggleLabel = collapsed ? t('nav.expand') : t('nav.collapse');

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={{ width: layoutWidth, breakpoint: 0 }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={toggleLabel}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={toggle}
                aria-label={toggleLabel}
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
            <Anchor component={Link} to="/MyProjects" underline="never">
              <Group gap={8} wrap="nowrap">
                <Logo size={28} />
                <Text component="span" fw={800} fz="lg" c="brand.9">
                  {productName}
                </Text>
              </Group>
            </Anchor>
          </Group>
          <AccountMenu />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id={navbarId}
        aria-label={t('nav.label')}
        data-collapsed={collapsed}
        p={collapsed ? 4 : 'xs'}
        style={
          overlay
            ? { '--app-shell-navbar-width': `${expandedWidth}px`, boxShadow: 'var(--mantine-shadow-xl)' }
            : undefined
        }
      >
        <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
          <Sidebar collapsed={collapsed} onNavigate={collapseIfNarrow} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={mainContentId} bg="gray.0">
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
