import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { authApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';
import { externalSignInUrl } from './api';
import { rememberExternalReturn, returnParam, safeReturnPath } from './returnPath';

const icons = { google: IconBrandGoogle, apple: IconBrandApple } as const;

/**
 * Google and Apple sign-in buttons, for the providers the server has configured only (none shows
 * nothing). Each is a plain link: the server redirects to the provider and back to /login?token=….
 */
export function ExternalSignInButtons({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(returnParam));
  const providers = useQuery({
    queryKey: [authApi.externalProviders.path],
    queryFn: async ({ signal }) =>
      dataOf(await call(authApi.externalProviders, undefined, { signal, toast: false })),
    staleTime: Infinity,
  });
  const available = providers.data ?? [];
  if (available.length === 0 && !failed) return null;
  return (
    <Stack gap="sm" mt="lg">
      {failed && (
        <Alert color="red" role="alert">
          {t('auth.externalFailed')}
        </Alert>
      )}
      {available.length > 0 && <Divider label={t('auth.externalDivider')} labelPosition="center" />}
      {available.map((provider) => {
        const Icon = icons[provider];
        return (
          <Button
            key={provider}
            component="a"
            href={externalSignInUrl(provider)}
            onClick={() => rememberExternalReturn(returnTo)}
            variant="default"
            leftSection={<Icon size={18} aria-hidden />}
            fullWidth
          >
            {t(provider === 'google' ? 'auth.externalGoogle' : 'auth.externalApple')}
          </Button>
        );
      })}
    </Stack>
  );
}
