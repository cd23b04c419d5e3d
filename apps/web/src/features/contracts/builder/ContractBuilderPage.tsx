import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import {
  contractLanguageUnderLaw,
  contractStatuses,
  contractTypes,
  todayIn,
  type ContractDetail,
  type ContractType,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { usePageTitle } from '../../../components/usePageTitle';
import { useBusiness } from '../../profile/api';
import { useProject } from '../../projects/form/api';
import { signatureTabPath, subcontractorName } from '../../projects/list/useProjectActions';
import { useContract, useDefaultTerms, useTemplates } from './api';
import { BuilderDialogs } from './BuilderDialogs';
import { ContractBuilder } from './ContractBuilder';
import { createdType, isEditScreen, type BuilderScreen, type BuilderSetup } from './setup';

/** Doc 3 §2 and DECISIONS "Headings": create or edit, for a client or a sub-contractor. */
function useBuilderTitle(editing: boolean, type: ContractType): string {
  const { t } = useTranslation(['ui', 'messages']);
  const client = type === contractTypes.client;
  if (editing)
    return t(client ? 'messages:contractEditClientTitle' : 'messages:contractEditSubcontractTitle');
  return client ? t('messages:contractCreateClientTitle') : t('contracts.createSubcontractTitle');
}

/**
 * The five builder addresses of doc 3 §2. Opens once the contract (edit screens), its project, the
 * templates, the default terms and the business profile are loaded; without a saved signature it
 * says so and goes to the profile's signature tab (doc 2 §5).
 */
export function ContractBuilderPage({ screen }: { screen: BuilderScreen }) {
  const { t } = useTranslation(['ui', 'messages']);
  const params = useParams();
  const editing = isEditScreen(screen);
  const contract = useContract(editing ? (params.contractid ?? '') : null);
  const project = useProject(editing ? (contract.data?.ProjectId ?? null) : (params.projectid ?? null));
  const type = editing ? (contract.data?.Type ?? null) : createdType(screen);
  const templates = useTemplates(type);
  const subcontractorId = editing
    ? (contract.data?.SubContractorId ?? null)
    : (params.subcontractorid ?? null);
  // The contract's language (its recipients'), known once its project is: its clauses start in it.
  const defaultTerms = useDefaultTerms(
    project.data ? type : null,
    project.data && type !== null
      ? contractLanguageUnderLaw(
          project.data,
          type,
          subcontractorId,
          undefined,
          todayIn(project.data.Province),
        )
      : undefined,
  );
  const business = useBusiness();

  const routeType =
    screen === 'editSub' || screen === 'makeSub' ? contractTypes.subcontractor : contractTypes.client;
  const title = useBuilderTitle(editing, type ?? routeType);
  usePageTitle(title);

  const loads = [...(editing ? [contract] : []), project, templates, defaultTerms, business];
  const failed = loads.find((load) => load.isError);

  let body;
  if (failed) {
    body = (
      <LoadError
        title={t('contracts.loadError')}
        error={failed.error ?? new Error(t('errors.unknown'))}
        onRetry={() => loads.filter((load) => load.isError).forEach((load) => void load.refetch())}
      />
    );
  } else if (
    type === null ||
    !project.data ||
    !templates.data ||
    !defaultTerms.data ||
    !business.data ||
    (editing && !contract.data)
  ) {
    body = (
      <Center mih={200} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  } else if (!business.data.Signature) {
    body = <SignatureMissing type={type} />;
  } else {
    const setup: BuilderSetup = {
      screen,
      type,
      project: project.data,
      subcontractorId: type === contractTypes.subcontractor ? subcontractorId : null,
      subcontractor: project.data.Subcontractors.find((sub) => sub.Id === subcontractorId) ?? null,
      contract: editing ? (contract.data ?? null) : null,
      today: todayIn(project.data.Province),
      templates: templates.data,
      defaultTerms: defaultTerms.data,
    };
    body = (
      <Stack gap="lg">
        <Stack gap={2}>
          {setup.contract && <AmendmentLine contract={setup.contract} />}
          <Text>{t('contracts.forProject', { name: setup.project.Name })}</Text>
          {setup.subcontractor && (
            <Text>{t('contracts.forSubcontractor', { name: subcontractorName(setup.subcontractor) })}</Text>
          )}
        </Stack>
        <ContractBuilder key={setup.contract?.Id ?? `${screen}-${setup.project.Id}`} setup={setup} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1040} mx="auto">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      {body}
    </Stack>
  );
}

/**
 * Issue 32 §5: an amendment says so under the heading: the draft of one names it, and editing a sent
 * or signed contract says what sending will make it.
 */
function AmendmentLine({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  if (contract.Status === contractStatuses.draft) {
    if (contract.Revision === 0) return null;
    return (
      <Text fw={600}>
        {t('contracts.amendmentOf', { revision: contract.Revision, number: contract.Number })}
      </Text>
    );
  }
  return (
    <Text fw={600}>
      {t('contracts.becomesAmendment', { revision: contract.Revision + 1, number: contract.Number })}
    </Text>
  );
}

/** Doc 2 §5: making a contract needs the business signature (the server refuses too). */
function SignatureMissing({ type }: { type: ContractType }) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const message =
    type === contractTypes.client
      ? t('messages:contractClientSignatureMissing')
      : t('messages:contractSubcontractSignatureMissing');
  return (
    <BuilderDialogs
      open={{
        kind: 'message',
        title: message,
        tone: 'error',
        returnFocus: false,
        close: () => void navigate(signatureTabPath, { replace: true }),
      }}
    />
  );
}
