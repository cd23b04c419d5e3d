import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { mainContentId } from '../../components/SkipLink';

/** Pages without the site's header: the recipient's signing page and developer tools. */
export function BareLayout() {
  return (
    <Box component="main" id={mainContentId} bg="gray.0" mih="100vh" py={{ base: 'md', sm: 'xl' }}>
      <Container size="lg">
        <Outlet />
      </Container>
    </Box>
  );
}
