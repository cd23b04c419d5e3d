import {
  IconAddressBook,
  IconBriefcase,
  IconFileUpload,
  IconHelpCircle,
  IconLock,
  IconLogout,
  IconNews,
  IconReceipt2,
  IconTemplate,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import type { ui } from '../../../i18n/en/ui';

type NavLabel = `nav.${Exclude<
  keyof typeof ui.nav,
  'label' | 'collapse' | 'expand' | 'openMenu' | 'closeMenu' | 'accountMenu'
>}`;

export interface SidebarLink {
  id: string;
  to: string;
  labelKey: NavLabel;
  icon: Icon;
  /** Whether the current path belongs to this link's section. */
  isActive: (pathname: string) => boolean;
  /** Sign Out: ends the session before going to `to`. */
  signOut?: true;
}

function firstSegment(pathname: string): string {
  return (pathname.split('/').find(Boolean) ?? '').toLowerCase();
}

/** Active when the path's first segment is one of `segments` (compared without case). */
function section(...segments: string[]) {
  const wanted = segments.map((segment) => segment.toLowerCase());
  return (pathname: string) => wanted.includes(firstSegment(pathname));
}

/** Doc 1 §2: My Projects is active for any path containing Project or EditProject, whatever the case. */
export function isMyProjectsActive(pathname: string): boolean {
  return /project/i.test(pathname);
}

/** The signed-in sidebar of doc 1 §2, in its order. */
export const sidebarLinks: readonly SidebarLink[] = [
  {
    id: 'myProfile',
    to: '/MyProfile/0',
    labelKey: 'nav.myProfile',
    icon: IconUserCircle,
    isActive: section('MyProfile', 'PersonalInfo'),
  },
  {
    id: 'myProjects',
    to: '/MyProjects',
    labelKey: 'nav.myProjects',
    icon: IconBriefcase,
    isActive: isMyProjectsActive,
  },
  {
    id: 'uploadContract',
    to: '/UploadFile',
    labelKey: 'nav.uploadContract',
    icon: IconFileUpload,
    isActive: section('UploadFile'),
  },
  {
    id: 'contractTemplates',
    to: '/ContractTemplate',
    labelKey: 'nav.contractTemplates',
    icon: IconTemplate,
    isActive: section('ContractTemplate', 'ContractTemplateDetail'),
  },
  {
    id: 'myContacts',
    to: '/MyContacts',
    labelKey: 'nav.myContacts',
    icon: IconAddressBook,
    isActive: section('MyContacts'),
  },
  {
    id: 'loginSettings',
    to: '/Settings',
    labelKey: 'nav.loginSettings',
    icon: IconLock,
    isActive: section('Settings'),
  },
  {
    id: 'subscription',
    to: '/Subscription',
    labelKey: 'nav.subscription',
    icon: IconReceipt2,
    isActive: section('Subscription', 'Success', 'Cancel'),
  },
  {
    id: 'howToUse',
    to: '/HowToUse',
    labelKey: 'nav.howToUse',
    icon: IconHelpCircle,
    isActive: section('HowToUse'),
  },
  { id: 'blog', to: '/InnerBlog', labelKey: 'nav.blog', icon: IconNews, isActive: section('InnerBlog') },
  { id: 'signOut', to: '/', labelKey: 'nav.signOut', icon: IconLogout, isActive: () => false, signOut: true },
];
