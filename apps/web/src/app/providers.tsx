import { useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LoaderProvider } from '../components/LoaderOverlay';
import { createQueryClient } from '../lib/queryClient';
import { onSessionEnd } from '../lib/session';
import { refreshSubscriptionStatusEvent, userInfoKey } from '../lib/storage';
import { OnDemandModals } from './hosts/OnDemandModals';
import { OnDemandNotifications } from './hosts/OnDemandNotifications';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own cache. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals. */
  mantineEnv?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, mantineEnv = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  // Answers cached for one account must not be shown to the next one.
  useEffect(() => onSessionEnd(() => client.clear()), [client]);

  // One listener for the whole app: the user info is read once however many components show it.
  useEffect(() => {
    const reread = () => void client.invalidateQueries({ queryKey: userInfoKey });
    window.addEventListener(refreshSubscriptionStatusEvent, reread);
    return () => window.removeEventListener(refreshSubscriptionStatusEvent, reread);
  }, [client]);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={mantineEnv}
    >
      <QueryClientProvider client={client}>
        <LoaderProvider>
          <OnDemandNotifications />
          <OnDemandModals />
          {children}
        </LoaderProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
