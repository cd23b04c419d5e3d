import { addDays, todayIn } from '@tradepact/shared';
import type { TestApp, TestUser } from './test-app.js';
import { subcontractorForm } from './contact-forms.js';
import { multipartBody, pngOf } from './images.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as the signed-in user, answered by the test app. */
export const callAs = (t: TestApp, who: TestUser, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Uploads a file as the user and answers its id. */
export async function uploadAs(t: TestApp, who: TestUser, bytes: Buffer, name: string): Promise<string> {
  const body = multipartBody('file', name, bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cloud/upload',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().Data as string;
}

/** Saves a complete business profile with a drawn signature, as a contractor must before a contract. */
export async function saveBusinessProfile(
  t: TestApp,
  who: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const signature = await uploadAs(t, who, await pngOf(300, 100), 'signature.png');
  const response = await callAs(t, who, 'PUT', '/api/app/business/update', {
    Name: 'Tremblay Renovations',
    GstNumber: '123456782',
    FirstName: 'Marie',
    LastName: 'Tremblay',
    Address: '120 King Street West',
    Unit: '4',
    City: 'Toronto',
    Province: 'Ontario',
    PostalCode: 'M5H 1J9',
    Phone: '4165550123',
    Email: 'office@tremblay.example',
    Signature: signature,
    ...overrides,
  });
  if (response.statusCode !== 200) throw new Error(`profile save failed: ${response.body}`);
}

/** An Ontario project with one client (with `client`'s fields, if given) and one sub-contractor; answers their ids. */
export async function projectWithParties(t: TestApp, who: TestUser, client: Record<string, unknown> = {}) {
  const created = await callAs(t, who, 'POST', '/api/app/project/create', {
    Name: 'Kitchen renovation',
    Comments: '',
    Address: '12 Maple Avenue',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K1A 0B1',
    Clients: [
      { FirstName: 'Hélène', LastName: 'Côté', Email: 'helene@example.com', Phone: '6135550199', ...client },
    ],
  });
  if (created.statusCode !== 200) throw new Error(`project create failed: ${created.body}`);
  const projectId = created.json().Data.Id as string;
  const added = await callAs(t, who, 'POST', '/api/app/subcontractor/createwithproject', {
    ...subcontractorForm(),
    ProjectId: projectId,
  });
  if (added.statusCode !== 200) throw new Error(`sub-contractor add failed: ${added.body}`);
  return { projectId, subcontractorId: added.json().Data.Id as string };
}

/** Today and later days in Ontario, where the test projects are. */
export const ontarioDay = (days = 0) => addDays(todayIn('Ontario'), days);

/** A complete client contract form: every review check passes unless overridden. */
export const contractForm = (overrides: Record<string, unknown> = {}) => ({
  ServiceType: 'Renovation',
  CommencementDate: ontarioDay(10),
  CompletionDate: ontarioDay(40),
  ScopeOfServices: 'Demolish the kitchen and install new cabinets.',
  Payment: {
    TotalCost: 10000,
    Deposit: 1000,
    DepositDate: ontarioDay(1),
    Mode: 'date',
    Terms: [
      { Name: ontarioDay(20), Amount: 4000 },
      { Name: ontarioDay(40), Amount: 5000 },
    ],
    CustomTerms: '',
  },
  Terms: ['<p><strong>Warranty.</strong> One year on workmanship.</p>'],
  TermsId: '00000000-0000-0000-0000-000000000000',
  ServiceAddress: '',
  ...overrides,
});

/** A save or preview request for a form (a client contract unless Type says otherwise). */
export const saveRequest = (
  projectId: string,
  form: Record<string, unknown> = contractForm(),
  overrides: Record<string, unknown> = {},
) => ({
  Data: JSON.stringify(form),
  Type: 1,
  ProjectId: projectId,
  ExpiredTime: ontarioDay(5),
  Attachments: [],
  ...overrides,
});

/** Accepts the EULA in force, as the popup after sign-in does: sending a contract needs it. */
export async function acceptEula(t: TestApp, who: TestUser): Promise<void> {
  const eula = await callAs(t, who, 'GET', '/api/app/eula/read');
  const accepted = await callAs(t, who, 'POST', '/api/app/eula/accept', {
    Version: eula.json().Data.Version,
  });
  if (accepted.statusCode !== 200) throw new Error(`EULA accept failed: ${accepted.body}`);
}
