import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { formatCad } from '@tradepact/shared';
import { okResponse } from '../../http/envelope.js';
import { subscriptionPlans } from '../../db/schema/index.js';

const planSchema = z.object({
  Id: z.uuid(),
  Type: z.number().int(),
  Name: z.string(),
  TrialDays: z.number().int(),
  Price: z.number().int().describe('integer cents, CAD'),
  PriceStr: z.string(),
  Line1: z.string(),
  Line2: z.string(),
  Line3: z.string(),
});

/** GET /api/site/subscriptionplans: the public plan cards of the home page. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/api/site/subscriptionplans',
    { schema: { summary: 'Subscription plans, prices in CAD', response: okResponse(z.array(planSchema)) } },
    async (request) => {
      const rows = await db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sort));
      const locale = request.language === 'fr' ? 'fr-CA' : 'en-CA';
      return {
        Type: 200,
        Content: '',
        Data: rows.map((plan) => ({
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
      };
    },
  );
};
