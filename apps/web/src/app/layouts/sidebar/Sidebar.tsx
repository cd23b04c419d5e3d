import { Divider, NavLink, Stack, Tooltip } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSignOut } from '../../../features/auth/useSignOut';
import classes from './Sidebar.module.css';
import { sidebarLinks, type SidebarLink } from './sidebarLinks';

interface SidebarProps {
  collapsed: boolean;
  /** Called after a link is followed. */
  onNavigate: () => void;
}

function SidebarItem({
  link,
  collapsed,
  active,
  onSelect,
}: {
  link: SidebarLink;
  collapsed: boolean;
  active: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const label = t(link.labelKey);
  const Icon = link.icon;
  const shared = {
    label: collapsed ? undefined : label,
    'aria-label': collapsed ? label : undefined,
    leftSection: <Icon size={20} stroke={1.7} aria-hidden />,
    onClick: onSelect,
    classNames: {
      root: collapsed ? `${classes.link} ${classes.collapsedLink}` : classes.link,
      section: collapsed ? classes.collapsedSection : undefined,
    },
  };
  const item = link.signOut ? (
    <NavLink component="button" type="button" {...shared} />
  ) : (
    <NavLink
      component={Link}
      to={link.to}
      active={active}
      aria-current={active ? 'page' : undefined}
      {...shared}
    />
  );

  return (
    <Tooltip label={label} position="right" withArrow disabled={!collapsed}>
      {item}
    </Tooltip>
  );
}

/** The signed-in navigation (doc 1 §2). Its links are data: see sidebarLinks.ts. */
export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const signOut = useSignOut();

  return (
    <Stack gap={4}>
      {sidebarLinks.map((link) => (
        <Fragment key={link.id}>
          {link.signOut && <Divider my="xs" />}
          <SidebarItem
            link={link}
            collapsed={collapsed}
            active={link.isActive(pathname)}
            onSelect={() => {
              if (link.signOut) void signOut();
              onNavigate();
            }}
          />
        </Fragment>
      ))}
    </Stack>
  );
}
