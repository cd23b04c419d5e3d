import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Logo } from '../../components/Logo';
import { productName } from '../../lib/product';
import { useDeviceValue } from '../../lib/useDeviceValue';
import classes from './PublicLayout.module.css';

/** The year the build drew the page in advance (src/prerender) with. */
const drawnYear = 2026;
const thisYear = () => new Date().getFullYear();

const footerLinks = [
  { to: '/eula', labelKey: 'public.eula' },
  { to: '/howwework', labelKey: 'public.howWeWork' },
  { to: '/blog', labelKey: 'public.blog' },
] as const;

export function PublicFooter() {
  const { t } = useTranslation();
  const year = useDeviceValue(thisYear, drawnYear);
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={6} maw={360}>
            <Group gap="xs">
              <Logo size={28} />
              <Text component="span" fw={800} fz="lg" c="white">
                {productName}
              </Text>
            </Group>
            <Text c="brand.0">{t('public.footerTagline')}</Text>
          </Stack>
          <Group component="nav" aria-label={t('public.footerNavLabel')} gap="lg">
            {footerLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} className={classes.footerLink}>
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Group>
        </Group>
        <Group justify="space-between" mt="xl" gap="md">
          <Text c="brand.1" size="sm">
            {t('public.copyright', { year })}
          </Text>
          <LanguageSwitch className={classes.footerLink} />
        </Group>
      </Container>
    </Box>
  );
}
