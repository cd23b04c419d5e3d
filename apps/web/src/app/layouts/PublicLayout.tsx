import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { mainContentId, SkipLink } from '../../components/SkipLink';
import { AccountModalProvider } from '../../features/auth/AccountModal';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';

/** The visitor's pages: home, sign-in, EULA, blog, and the 404 page, with the sign-in popups. */
export function PublicLayout() {
  return (
    <AccountModalProvider>
      <div className={classes.page}>
        <SkipLink />
        <PublicHeader />
        <Box component="main" id={mainContentId} className={classes.main}>
          <Outlet />
        </Box>
        <PublicFooter />
      </div>
    </AccountModalProvider>
  );
}
