import { Badge, Box, Divider, Indicator, NavLink, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatDate, viewerTimeZone } from '@tradepact/shared';
import { Fragment, useId, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSignOut } from '../../../features/auth/useSignOut';
import {
  useSubscriptionStatus,
  type SubscriptionStatus,
} from '../../../features/billing/useSubscriptionStatus';
import classes from './Sidebar.module.css';
import { sidebarLinks, type SidebarLink } from './sidebarLinks';

interface SidebarProps {
  collapsed: boolean;
  /** Called after a link is followed. */
  onNavigate: () => void;
}

/** What a link shows beside its label (doc 1 §2): an info icon or the NEW badge. */
interface Adornment {
  kind: 'info' | 'new';
  /** The tooltip of the info icon, or the badge text; also the link's accessible description. */
  text: string;
}

function SidebarItem({
  link,
  collapsed,
  active,
  adornment,
  onSelect,
}: {
  link: SidebarLink;
  collapsed: boolean;
  active: boolean;
  adornment: Adornment | null;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const label = t(link.labelKey);
  const Icon = link.icon;
  const icon = <Icon size={20} stroke={1.7} aria-hidden />;

  let rightSection: ReactNode = undefined;
  if (adornment && collapsed) {
    rightSection = <VisuallyHidden id={noteId}>{adornment.text}</VisuallyHidden>;
  } else if (adornment?.kind === 'info') {
    // The icon is named by the same text that describes the link.
    rightSection = (
      <>
        <VisuallyHidden id={noteId}>{adornment.text}</VisuallyHidden>
        <Tooltip label={adornment.text} withArrow>
          <Box component="span" role="img" aria-labelledby={noteId} display="inline-flex" c="brand.7">
            <IconInfoCircle size={16} stroke={1.8} aria-hidden />
          </Box>
        </Tooltip>
      </>
    );
  } else if (adornment?.kind === 'new') {
    // Visible text: it is part of the link's name ("Blog new").
    rightSection = (
      <Badge size="xs" color="red.8" variant="filled">
        {adornment.text}
      </Badge>
    );
  }

  // Collapsed, the adornment is a hidden description; expanded, the info icon describes the link.
  const described = adornment !== null && (collapsed || adornment.kind === 'info');
  const shared = {
    label: collapsed ? undefined : label,
    'aria-label': collapsed || described ? label : undefined,
    'aria-describedby': described ? noteId : undefined,
    leftSection:
      collapsed && adornment?.kind === 'new' ? (
        <Indicator size={8} color="red" offset={2}>
          {icon}
        </Indicator>
      ) : (
        icon
      ),
    rightSection,
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

  const tooltip = adornment ? (
    <>
      <Text size="sm">{label}</Text>
      <Text size="xs">{adornment.text}</Text>
    </>
  ) : (
    label
  );
  return (
    <Tooltip label={tooltip} position="right" withArrow disabled={!collapsed}>
      {item}
    </Tooltip>
  );
}

// i18next's own type: deriving it from useTranslation instantiates the whole catalogue type too deeply.
type Translate = TFunction<'ui'>;

/** The tooltip of the Subscription info icon: the trial end date, else the plan's name. */
function subscriptionNote(status: SubscriptionStatus, t: Translate): string {
  if (status.trialEndDate) {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(status.trialEndDate)
      ? status.trialEndDate
      : formatDate(status.trialEndDate, viewerTimeZone());
    return t('shell.trialUntil', { date });
  }
  return status.planName ? t('shell.planName', { plan: status.planName }) : t('shell.subscriptionActive');
}

/**
 * The signed-in navigation (doc 1 §2). Its links are data: see sidebarLinks.ts. Subscription shows an
 * info icon while the account is not restricted, Blog a NEW badge while there are unread posts.
 */
export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const status = useSubscriptionStatus();

  const adornmentOf = (link: SidebarLink): Adornment | null => {
    if (link.id === 'subscription' && !status.restricted) {
      return { kind: 'info', text: subscriptionNote(status, t) };
    }
    if (link.id === 'blog' && status.unreadBlog > 0) return { kind: 'new', text: t('messages:blogNewBadge') };
    return null;
  };

  return (
    <Stack gap={4}>
      {sidebarLinks.map((link) => (
        <Fragment key={link.id}>
          {link.signOut && <Divider my="xs" />}
          <SidebarItem
            link={link}
            collapsed={collapsed}
            active={link.isActive(pathname)}
            adornment={adornmentOf(link)}
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
