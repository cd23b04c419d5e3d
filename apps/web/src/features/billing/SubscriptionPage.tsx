import { useEffect, useRef, useState } from 'react';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFlask, IconInfoCircle } from '@tabler/icons-react';
import { planTypes, subscriptionStatuses } from '@tradepact/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/usePageTitle';
import {
  openCustomerPortal,
  reloadBilling,
  useSubscription,
  useSubscriptionPlans,
  type CheckoutOrder,
  type SubscriptionInfo,
} from './api';
import { CancelDialog } from './CancelDialog';
import { CheckoutModal } from './CheckoutModal';
import { CurrentPlanSection, isPaidPlan, type PlanAction } from './CurrentPlanSection';
import { dateText } from './format';
import { InvoicesSection } from './InvoicesSection';
import { PaymentReturnDialog } from './PaymentReturnDialog';
import { PlanChoices } from './PlanChoices';
import { PlanDetailsDialog } from './PlanDetailsDialog';
import { ReferralSection } from './ReferralSection';
import { ResumeDialog } from './ResumeDialog';
import { SwitchPlanDialog } from './SwitchPlanDialog';
import { TopUpSection } from './TopUpSection';
import { UsageSection } from './UsageSection';

type OpenDialog =
  { kind: 'checkout'; order: CheckoutOrder } | { kind: 'cancel' | 'resume' | 'details' } | null;

/** The page's sections and dialogs for a loaded subscription (billing on). */
function SubscriptionBody({
  subscription,
  openPortal,
}: {
  subscription: SubscriptionInfo;
  /** The failed-payment email's link (`?portal=1`): straight to where the card is changed. */
  openPortal: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useSubscriptionPlans();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [switchTo, setSwitchTo] = useState<number | null>(null);
  const [portalBusy, setPortalBusy] = useState(false);
  const close = () => setOpen(null);
  const reload = () => void reloadBilling(queryClient);

  const current = subscription.Plan;
  // Top-ups are for a monthly or annual plan still running (doc 3 §9).
  const running = isPaidPlan(current.Type) && subscription.Status !== subscriptionStatuses.upgrade;
  const switchChoices = (plans.data ?? []).filter(
    (plan) => isPaidPlan(plan.Type) && plan.Type !== current.Type,
  );
  const endTime = dateText(subscription.EndTime);

  const act = async (action: PlanAction) => {
    if (action === 'upgrade')
      setOpen({ kind: 'checkout', order: { kind: 'subscription', type: planTypes.monthly } });
    else if (action === 'switch') setSwitchTo(switchChoices[0]?.Type ?? null);
    else if (action === 'portal') {
      setPortalBusy(true);
      if (!(await openCustomerPortal())) setPortalBusy(false);
    } else setOpen({ kind: action });
  };

  const portalOpened = useRef(false);
  useEffect(() => {
    if (!openPortal || portalOpened.current || !isPaidPlan(current.Type)) return;
    portalOpened.current = true;
    void act('portal');
  });

  return (
    <>
      {subscription.Billing === 'local' && (
        <Alert color="yellow" variant="light" icon={<IconFlask aria-hidden />} data-testid="local-billing">
          {t('billing.localNotice')}
        </Alert>
      )}
      <CurrentPlanSection
        subscription={subscription}
        canSwitch={switchChoices.length > 0}
        portalBusy={portalBusy}
        onAction={(action) => void act(action)}
      />
      <UsageSection subscription={subscription} />
      {current.Type !== planTypes.free && (
        <PlanChoices
          subscription={subscription}
          onCheckout={(plan) =>
            setOpen({ kind: 'checkout', order: { kind: 'subscription', type: plan.Type } })
          }
          onSwitch={(plan) => setSwitchTo(plan.Type)}
          onDetails={() => setOpen({ kind: 'details' })}
        />
      )}
      {running && (
        <TopUpSection
          products={subscription.TopUps}
          onBuy={(order) => setOpen({ kind: 'checkout', order })}
        />
      )}
      <ReferralSection referral={subscription.Referral} />
      <InvoicesSection />

      <CheckoutModal order={open?.kind === 'checkout' ? open.order : null} onClose={close} />
      <CancelDialog opened={open?.kind === 'cancel'} until={endTime} onClose={close} onDone={reload} />
      <ResumeDialog
        opened={open?.kind === 'resume'}
        plan={current.Name}
        renews={endTime}
        onClose={close}
        onDone={reload}
      />
      <PlanDetailsDialog opened={open?.kind === 'details'} subscription={subscription} onClose={close} />
      <SwitchPlanDialog
        plans={switchChoices}
        chosen={switchTo}
        onChoose={setSwitchTo}
        current={current.Name}
        from={endTime}
        onClose={() => setSwitchTo(null)}
        onDone={reload}
      />
    </>
  );
}

/**
 * My Subscription, /Subscription (doc 3 §2): the current plan and what its status allows, usage, plan
 * cards, top-ups, the referral box and invoices. With billing off (a self-hosted install) only the
 * notice shows. `?key=` is the return from a payment (doc 3 §7).
 */
export function SubscriptionPage() {
  const { t } = useTranslation(['ui', 'messages']);
  usePageTitle(t('billing.pageTitle'));
  const subscription = useSubscription();
  const [search] = useSearchParams();
  const paymentKey = search.get('key');

  let body;
  if (subscription.isPending) {
    body = (
      <Center mih={200} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  } else if (subscription.isError) {
    body = (
      <LoadError
        title={t('billing.loadError')}
        error={subscription.error}
        onRetry={() => void subscription.refetch()}
      />
    );
  } else if (subscription.data.Billing === 'off') {
    body = (
      <Alert color="brand" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="billing-off">
        {t('messages:billingOff')}
      </Alert>
    );
  } else {
    body = <SubscriptionBody subscription={subscription.data} openPortal={search.get('portal') === '1'} />;
  }

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('billing.pageTitle')}
        </Title>
        <Text c="dimmed">{t('billing.lead')}</Text>
      </Stack>
      {body}
      {paymentKey && <PaymentReturnDialog paymentKey={paymentKey} />}
    </Stack>
  );
}
