import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { billingApi, formatCad, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { subscriptionPlans } from '../../db/schema/index.js';

/** GET /api/site/subscriptionplans: the public plan cards of the home page. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(billingApi.plans.path, routeOf(billingApi.plans), async (request) => {
    const rows = await db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sort));
    const locale = request.language === 'fr' ? 'fr-CA' : 'en-CA';
    return ok(
      rows.map((plan) => ({
        Id: plan.id,
        Type: plan.type,
        Name: plan.name,
        TrialDays: plan.trialDays,
        Price: plan.priceCents,
        PriceStr: formatCad(plan.priceCents, locale),
        Line1: plan.line1,
        Line2: plan.line2,
        Line3: plan.line3,
      })),
    );
  });
};
