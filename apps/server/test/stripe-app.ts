import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface StripeTestApp {
  t: TestApp;
  fake: FakeStripe;
  webhookSecret: string;
  close(): Promise<void>;
}

/** The test app in Stripe mode, calling a local Stripe server (fake-stripe.ts) with the real SDK. */
export async function startStripeTestApp(
  webhookSecret = 'whsec_test',
  env: Record<string, string> = {},
): Promise<StripeTestApp> {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
    ...env,
  });
  return {
    t,
    fake,
    webhookSecret,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
