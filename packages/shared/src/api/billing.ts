import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** A plan card of the home page (doc 1 §2); `Type` is one of `planTypes`. */
export const subscriptionPlanSchema = z.object({
  Id: z.uuid(),
  Type: z.number().int(),
  Name: z.string(),
  TrialDays: z.number().int(),
  Price: z.number().int().describe('integer cents, CAD'),
  /** The price as the caller's language writes it. */
  PriceStr: z.string(),
  Line1: z.string(),
  Line2: z.string(),
  Line3: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** Subscriptions (doc 1 §3, §9): so far the public plans. */
export const billingApi = {
  plans: endpoint({
    method: 'GET',
    path: '/api/site/subscriptionplans',
    summary: 'Subscription plans, prices in CAD',
    access: 'public',
    data: z.array(subscriptionPlanSchema),
  }),
};
