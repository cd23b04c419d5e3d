import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { emptyId, en } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { multipartBody, pngOf } from '../../../test/images.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let signatureId: string;

async function upload(user: TestUser, bytes: Buffer, name: string): Promise<string> {
  const body = multipartBody('file', name, bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cloud/upload',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().Data as string;
}

function completeProfile(overrides: Record<string, unknown> = {}) {
  return {
    Name: 'Tremblay Renovations',
    GstNumber: '123456782',
    FirstName: 'Marie',
    LastName: 'Tremblay',
    Address: '120 King Street West',
    Unit: '4',
    City: 'Toronto',
    Province: 'Ontario',
    PostalCode: 'm5h 1j9',
    Phone: '4165550123',
    Email: 'Office@Tremblay.example',
    Signature: signatureId,
    Comments: 'Kitchens and bathrooms since 1998.',
    ...overrides,
  };
}

const read = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/app/business/read', headers: user.headers });
const update = (user: TestUser, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/app/business/update', headers: user.headers, payload: body });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('marie@example.com');
  other = await t.createUser('other@example.com');
  signatureId = await upload(owner, await pngOf(300, 100), 'signature.png');
});
afterAll(() => t.close());

describe('GET /api/app/business/read', () => {
  it('answers an unsaved profile prefilled from the account, with the all-zero id', async () => {
    const response = await read(other);
    expect(response.statusCode).toBe(200);
    expect(response.json().Data).toMatchObject({ Id: emptyId, Email: 'other@example.com', Signature: '' });
  });

  it('refuses a visitor', async () => {
    expect((await t.app.inject({ url: '/api/app/business/read' })).statusCode).toBe(401);
  });
});

describe('PUT /api/app/business/update', () => {
  it('saves the profile, normalised, and answers it with Profile Saved!', async () => {
    const response = await update(
      owner,
      completeProfile({ SameEmail: true, AltEmail: 'ignored@example.com' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.Content).toBe(en.profileSaved);
    expect(body.Data).toMatchObject({
      PostalCode: 'M5H 1J9',
      Email: 'office@tremblay.example',
      AltEmail: 'office@tremblay.example',
      Signature: signatureId,
    });
    expect(body.Data.Id).not.toBe(emptyId);
    expect((await read(owner)).json().Data).toMatchObject({ Name: 'Tremblay Renovations', City: 'Toronto' });
  });

  it('accepts field names in any case', async () => {
    const { Address, City: _city, ...rest } = completeProfile();
    const response = await update(owner, { ...rest, address: Address, city: 'Ottawa' });
    expect(response.statusCode).toBe(200);
    expect(response.json().Data.City).toBe('Ottawa');
  });

  it('stops at the first missing field in the order of doc 1 §5', async () => {
    const order: [string, unknown, string][] = [
      ['Address', '', en.profileAddressRequired],
      ['City', ' ', en.profileCityRequired],
      ['PostalCode', '', en.profilePostalCodeRequired],
      ['Province', 'Ohio', en.profileProvinceRequired],
      ['Phone', '', en.profileBusinessPhoneRequired],
      ['Email', '', en.profileBusinessEmailRequired],
      ['FirstName', '', en.profileFirstNameRequired],
      ['LastName', '', en.profileLastNameRequired],
      ['Signature', '', en.profileSignatureRequired],
    ];
    for (let index = 0; index < order.length; index += 1) {
      // Every field from this one on is missing: the answer must name this one.
      const missing = Object.fromEntries(order.slice(index).map(([field, value]) => [field, value]));
      const response = await update(owner, completeProfile(missing));
      expect(response.statusCode, order[index]?.[0]).toBe(400);
      expect(response.json().Content).toBe(order[index]?.[2]);
    }
  });

  it('refuses malformed and oversized values with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ GstNumber: '1234567890' }, en.profileGstNumberInvalid],
      [{ GstNumber: '12345678a' }, en.profileGstNumberInvalid],
      [{ PostalCode: '12345' }, en.profilePostalCodeInvalid],
      [{ PostalCode: 'M5H 1J9 X' }, en.profilePostalCodeInvalid],
      [{ Phone: '41655501234' }, en.profilePhoneInvalid],
      [{ Phone: '1234567' }, en.profilePhoneInvalid],
      [{ Fax: '416-555-0199' }, en.profileFaxInvalid],
      [{ Email: 'not an email' }, en.registerEmailInvalid.replace('{email}', 'john.smith@example.com')],
      [{ AltEmail: 'nope' }, en.profileAltEmailInvalid],
      [{ PhoneExtension: '1234567' }, en.profileExtensionInvalid],
      [{ FirstName: 'x'.repeat(51) }, en.profileValueTooLong],
      [{ Comments: 'word '.repeat(5001) }, en.profileDescriptionTooLong],
    ];
    for (const [change, message] of cases) {
      const response = await update(owner, completeProfile(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().Content).toBe(message);
    }
  });

  it('keeps a GST/HST number that fails the check digit: the page only warns', async () => {
    const response = await update(owner, completeProfile({ GstNumber: '123456789' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().Data.GstNumber).toBe('123456789');
  });

  it('changes nothing when a save is refused', async () => {
    await update(owner, completeProfile({ City: 'Toronto' }));
    const refused = await update(owner, completeProfile({ City: 'Montreal', Email: '' }));
    expect(refused.statusCode).toBe(400);
    expect((await read(owner)).json().Data.City).toBe('Toronto');
  });

  it('refuses a logo or signature that is not a PNG, JPEG or GIF', async () => {
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const webpId = await upload(owner, webp, 'logo.webp');
    for (const field of ['Photo', 'Signature']) {
      const response = await update(owner, completeProfile({ [field]: webpId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().Content).toBe(en.uploadImageInvalid);
    }
  });

  it("refuses another contractor's file as a logo or signature, and changes nothing", async () => {
    const othersSignature = await upload(other, await pngOf(200, 80), 'theirs.png');
    const before = (await read(owner)).json().Data;
    for (const field of ['Photo', 'Signature']) {
      const response = await update(owner, completeProfile({ [field]: othersSignature }));
      expect(response.statusCode).toBe(404);
      expect(response.json().Content).toBe(en.fileNotFound);
    }
    expect((await read(owner)).json().Data).toEqual(before);
  });

  it("never shows or changes another contractor's profile", async () => {
    const otherSignature = await upload(other, await pngOf(200, 80), 'mine.png');
    await update(
      other,
      completeProfile({ Name: 'Other Co', Signature: otherSignature, Email: 'o@example.com' }),
    );
    await update(owner, completeProfile({ Name: 'Tremblay Renovations' }));
    expect((await read(owner)).json().Data.Name).toBe('Tremblay Renovations');
    expect((await read(other)).json().Data.Name).toBe('Other Co');
    // Naming the other's ids in the body changes only the caller's own profile.
    const otherData = (await read(other)).json().Data;
    await update(owner, completeProfile({ Id: otherData.Id, UserId: other.id, Name: 'Hijack' }));
    expect((await read(other)).json().Data.Name).toBe('Other Co');
    expect((await read(owner)).json().Data.Name).toBe('Hijack');
  });

  it('refuses a visitor and a malformed body', async () => {
    const visitor = await t.app.inject({ method: 'PUT', url: '/api/app/business/update', payload: {} });
    expect(visitor.statusCode).toBe(401);
    expect((await update(owner, { Categories: 'plumbing' })).statusCode).toBe(400);
  });
});

describe('the QST number', () => {
  it('is saved as Revenu Québec writes it, however typed, and is optional', async () => {
    const saved = await update(owner, completeProfile({ QstNumber: ' 1234-567-890 tq 0001 ' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(owner)).json().Data).toMatchObject({ QstNumber: '1234567890TQ0001' });
    expect((await update(owner, completeProfile({ QstNumber: '' }))).statusCode).toBe(200);
    expect((await read(owner)).json().Data).toMatchObject({ QstNumber: '' });
    expect((await read(other)).json().Data).toMatchObject({ QstNumber: '' });
  });

  it('refuses a number that is not 10 digits, TQ and 4 digits, with its message, and changes nothing', async () => {
    await update(owner, completeProfile({ QstNumber: '1234567890TQ0001' }));
    const refused = await update(owner, completeProfile({ QstNumber: '1234567890RT0001' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.profileQstNumberInvalid);
    expect((await read(owner)).json().Data).toMatchObject({ QstNumber: '1234567890TQ0001' });
  });
});

describe('the RBQ licence and OPC permit numbers (issue 31 §3)', () => {
  it('are saved normalised, however typed, and read back', async () => {
    const saved = await update(
      owner,
      completeProfile({
        RbqLicence: ' 5678 123401 ',
        OpcPermit: 'ab 12-345',
        AlbertaPrepaidLicence: ' b  98765 ',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Data).toMatchObject({
      RbqLicence: '5678-1234-01',
      OpcPermit: 'AB 12-345',
      AlbertaPrepaidLicence: 'B 98765',
    });
    expect((await read(owner)).json().Data).toMatchObject({
      RbqLicence: '5678-1234-01',
      OpcPermit: 'AB 12-345',
    });
  });

  it('are optional: a profile without them saves, and clears them', async () => {
    const saved = await update(owner, completeProfile({ RbqLicence: '', OpcPermit: '' }));
    expect(saved.statusCode).toBe(200);
    expect((await read(owner)).json().Data).toMatchObject({ RbqLicence: '', OpcPermit: '' });
  });

  it('refuse a malformed number with its message and change nothing', async () => {
    await update(owner, completeProfile({ RbqLicence: '5678-1234-01' }));
    const refused = await update(owner, completeProfile({ RbqLicence: '5678-1234' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.profileRbqLicenceInvalid);
    const badPermit = await update(owner, completeProfile({ OpcPermit: 'AB/12' }));
    expect(badPermit.json().Content).toBe(en.profileOpcPermitInvalid);
    const badAlberta = await update(owner, completeProfile({ AlbertaPrepaidLicence: '#12' }));
    expect(badAlberta.json().Content).toBe(en.profileAlbertaPrepaidLicenceInvalid);
    expect((await read(owner)).json().Data).toMatchObject({ RbqLicence: '5678-1234-01', OpcPermit: '' });
  });

  it('start empty on a profile never saved', async () => {
    expect((await read(other)).json().Data).toMatchObject({ RbqLicence: '', OpcPermit: '' });
  });
});
