import { Alert, Box, Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { planTypes, type SubscriptionPlan } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authPaths } from '../auth/paths';
import { useSubscriptionPlans } from './api';
import classes from './HomePage.module.css';
import { PlanCard } from './PlanCard';

/** A home-page card's button: sign up, for the trial or for a paid plan. */
function SignUpButton({ plan }: { plan: SubscriptionPlan }) {
  const { t } = useTranslation();
  const isTrial = plan.Type === planTypes.trial;
  return (
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
        <PlanCard
          key={plan.Id}
          plan={plan}
          highlighted={plan.Type === planTypes.trial}
          action={<SignUpButton plan={plan} />}
        />
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
