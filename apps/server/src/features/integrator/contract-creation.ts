import type { z } from 'zod';
import {
  contractLanguageUnderLaw,
  contractSendRequestSchema,
  contractTypes,
  defaultTemplateId,
  defaultTermTypeFor,
  milestoneTypes,
  otherMilestoneType,
  todayIn,
  toDollars,
  type ContractFormInput,
  type integratorContractCreateSchema,
  type Project,
} from '@tradepact/shared';
import { badRequest, notFound } from '../../http/app-error.js';
import type { PublicCache } from '../../cache/public-cache.js';
import { publishedContentService } from '../content/published.service.js';
import { contractBuilderService } from '../contracts/builder.service.js';
import { contractSendingService, type SenderMeta, type SendingDeps } from '../contracts/sending.service.js';
import { projectsPolicy } from '../projects/projects.policy.js';
import { projectsService } from '../projects/projects.service.js';
import { ownedTemplate } from '../templates/templates.service.js';

type CreateRequest = z.output<typeof integratorContractCreateSchema>;

export interface ContractCreationDeps extends SendingDeps {
  /** The default clauses in force, when no template is named. */
  publicCache: PublicCache;
}

/** An integrator's idempotency key, kept apart from the builder's own draft keys. */
const draftTokenOf = (key: string | undefined) => (key ? `api:${key}` : undefined);

/** A milestone as the builder holds it: one of its trades by that name, any other as 'Other Type'. */
function milestoneTerm(name: string, amountCents: number) {
  const trade = milestoneTypes.find(
    (type) => type !== otherMilestoneType && type.toLowerCase() === name.toLowerCase(),
  );
  return trade
    ? { Name: trade, Amount: toDollars(amountCents) }
    : { Name: otherMilestoneType, CustomName: name, Amount: toDollars(amountCents) };
}

/**
 * The payments of the contract form: the deposit if given, then each payment on its day or at its
 * milestone; without either, what the deposit leaves is due on the completion date. Amounts in
 * dollars, as the form holds them (cents are exact there: two decimals).
 */
function paymentOf(request: CreateRequest): ContractFormInput['Payment'] {
  const depositCents = request.Deposit?.AmountCents ?? 0;
  const leftCents = request.PriceCents - depositCents;
  if (request.Milestones) {
    return {
      TotalCost: toDollars(request.PriceCents),
      Deposit: toDollars(depositCents),
      DepositDate: request.Deposit?.DueOn ?? '',
      Mode: 'milestone',
      Terms: request.Milestones.map((milestone) => milestoneTerm(milestone.Name, milestone.AmountCents)),
      CustomTerms: '',
    };
  }
  const payments =
    request.Payments ?? (leftCents > 0 ? [{ DueOn: request.CompletionDate, AmountCents: leftCents }] : []);
  return {
    TotalCost: toDollars(request.PriceCents),
    Deposit: toDollars(depositCents),
    DepositDate: request.Deposit?.DueOn ?? '',
    Mode: 'date',
    Terms: payments.map((payment) => ({ Name: payment.DueOn, Amount: toDollars(payment.AmountCents) })),
    CustomTerms: '',
  };
}

/**
 * `POST /api/v1/contracts` (issue 34 §1): a client contract made from one of the contractor's clause
 * templates (or the default clauses) and the commercial facts the integration gives, then sent as the
 * builder sends: the contracts feature's sending service checks it as a review does (the province's
 * rules, the consumer's content, the dates and payments), counts the month's quota, writes it in its
 * clients' language, gives each client a signing link and plans the reminders to sign. A refusal of
 * the request's facts creates nothing.
 */
export function integratorContractCreation(deps: ContractCreationDeps) {
  const { db } = deps;
  const sending = contractSendingService(deps);
  const builder = contractBuilderService(deps);
  const projects = projectsPolicy(db);
  const projectReader = projectsService(db);
  const published = publishedContentService(db, deps.publicCache);

  /** The template's clauses, or the default clauses in force in the language the contract is written in. */
  async function clausesOf(userId: string, request: CreateRequest, project: Project) {
    if (request.TemplateId) {
      const template = await ownedTemplate(db, userId, request.TemplateId);
      if (!template) throw badRequest('contractTemplateNotFound');
      if (template.type !== contractTypes.client) throw badRequest('contractTemplateWrongType');
      return { Terms: template.terms, TermsId: template.id };
    }
    const language = contractLanguageUnderLaw(
      project,
      contractTypes.client,
      null,
      request.Language,
      todayIn(project.Province),
    );
    const terms = await published.defaultTerms(defaultTermTypeFor(contractTypes.client), language);
    return { Terms: terms.map((term) => term.Text), TermsId: defaultTemplateId };
  }

  return {
    /** Makes and sends the contract; answers its id (the same contract again for a repeated key). */
    async create(userId: string, meta: SenderMeta, request: CreateRequest): Promise<string> {
      const access = (await projects.authorize({ userId }, 'makeContract', [request.ProjectId])).get(
        request.ProjectId,
      );
      if (!access) throw notFound();
      const project = await projectReader.read(userId, request.ProjectId, access);
      const form: ContractFormInput = {
        CommencementDate: request.CommencementDate,
        CompletionDate: request.CompletionDate,
        ScopeOfServices: request.ScopeOfServices,
        Payment: paymentOf(request),
        ...(await clausesOf(userId, request, project)),
        ...(request.Language ? { Language: request.Language } : {}),
      };
      const sent = await sending.create(
        userId,
        meta,
        contractSendRequestSchema.parse({
          Data: JSON.stringify(form),
          Type: contractTypes.client,
          ProjectId: request.ProjectId,
          Token: draftTokenOf(request.IdempotencyKey),
          ExpiredTime: request.ExpiresOn ?? (await builder.expiry(userId, request.CommencementDate)),
          Attachments: [],
          Message: request.Message,
        }),
      );
      return sent.Id;
    },
  };
}
