import type { ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import { mainContentId } from '../../components/SkipLink';

/** The frame of a page without the site's header: a grey page and a centred column. */
export function BareFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id={mainContentId} bg="gray.0" mih="100vh" py={{ base: 'md', sm: 'xl' }}>
      <Container size="lg">{children}</Container>
    </Box>
  );
}
