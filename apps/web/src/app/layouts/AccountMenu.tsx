import { useState } from 'react';
import { Menu } from '@mantine/core';
import { IconLock, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '../../features/auth/useSignOut';
import { AccountButton } from './AccountButton';

/** The account menu of the header: the user's name, My Profile, Log-In Settings and Sign Out. */
export function AccountMenu({ name, initiallyOpened }: { name: string; initiallyOpened: boolean }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [opened, setOpened] = useState(initiallyOpened);
  return (
    <Menu position="bottom-end" width={220} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <AccountButton name={name} menuOpened={opened} />
      </Menu.Target>
      <Menu.Dropdown>
        {name && <Menu.Label>{name}</Menu.Label>}
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
