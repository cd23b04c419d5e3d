import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { planTypes, type SubscriptionPlan } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrustedHtml } from '../../components/TrustedHtml';
import { authPaths } from '../auth/paths';
import { useSubscriptionPlans } from './api';
import classes from './HomePage.module.css';

function PlanCard({ plan }: { plan: SubscriptionPlan }) {
  const { t } = useTranslation(['ui', 'messages']);
  const isTrial = plan.Type === planTypes.trial;
  const title = isTrial
    ? t('messages:billingTrialCardTitle', { TrialDays: plan.TrialDays, Name: plan.Name })
    : plan.Name;
  const period = isTrial
    ? t('home.planPeriodTrial', { days: plan.TrialDays })
    : plan.Type === planTypes.monthly
      ? t('home.planPeriodMonthly')
      : plan.Type === planTypes.annual
        ? t('home.planPeriodAnnual')
        : '';
  const lines = [plan.Line1, plan.Line2, plan.Line3].filter((line) => line.trim() !== '');

  return (
    <Card withBorder shadow={isTrial ? 'md' : 'xs'} className={isTrial ? classes.trialCard : undefined}>
      <Stack gap="md" h="100%">
        <Title order={3} fz="xl">
          {title}
        </Title>
        <div>
          <Text fz={32} fw={800} lh={1.1} c="brand.9">
            {t('home.planPrice', { price: plan.PriceStr })}
          </Text>
          {period && <Text c="gray.7">{period}</Text>}
        </div>
        <List
          spacing="xs"
          className={classes.planLines}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {lines.map((line, index) => (
            <List.Item key={index}>
              <TrustedHtml component="span" html={line} />
            </List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={authPaths.signUp}
          fullWidth
          variant={isTrial ? 'filled' : 'outline'}
          color={isTrial ? 'accent.6' : undefined}
          autoContrast
        >
          {isTrial ? t('home.planCtaTrial') : t('home.planCta', { name: plan.Name })}
        </Button>
      </Stack>
    </Card>
  );
}

function PlansBody() {
  const { t } = useTranslation();
  const plans = useSubscriptionPlans();

  if (plans.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" role="status" aria-label={t('home.plansLoading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={320} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (plans.isError) {
    return (
      <Alert color="red" title={t('home.plansError')} maw={560} mx="auto">
        <Text size="sm" mb="sm">
          {plans.error.message}
        </Text>
        <Button size="xs" variant="outline" color="red" onClick={() => void plans.refetch()}>
          {t('home.retry')}
        </Button>
      </Alert>
    );
  }
  if (plans.data.length === 0) {
    return <Text ta="center">{t('home.plansEmpty')}</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(plans.data.length, 3) }} spacing="lg">
      {plans.data.map((plan) => (
        <PlanCard key={plan.Id} plan={plan} />
      ))}
    </SimpleGrid>
  );
}

export function PlansSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" id="plans" className={classes.section} aria-labelledby="home-plans-title">
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap="xs" align="center" ta="center" mb={{ base: 'xl', sm: 48 }}>
          <Title order={2} id="home-plans-title" fz={{ base: 28, sm: 36 }}>
            {t('home.plansTitle')}
          </Title>
          <Text size="lg" c="gray.7" maw={640}>
            {t('home.plansLead')}
          </Text>
        </Stack>
        <PlansBody />
      </Container>
    </Box>
  );
}
