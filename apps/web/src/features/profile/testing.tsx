import { renderFeatureRoutes } from '../../test/render';
import type { Business } from './api';
import { profileRoutes } from './routes';

/** Test helpers of the profile page (imported by *.test.tsx only). */

export const storedSignatureId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const uploadedFileId = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

/** A profile that passes every check of doc 1 §5. */
export function completeBusiness(overrides: Partial<Business> = {}): Business {
  return {
    Id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    UserId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
    Name: 'Pat Renovations',
    GstNumber: '123456782',
    Photo: '',
    FirstName: 'Pat',
    LastName: 'Builder',
    Address: '1 Main Street',
    Unit: '',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K1A 0B1',
    Fax: '',
    Phone: '4165550123',
    PhoneExtension: '',
    Email: 'pat@example.com',
    AltFirstName: '',
    AltLastName: '',
    AltPhone: '',
    AltEmail: '',
    SamePhone: false,
    SameEmail: false,
    Signature: storedSignatureId,
    Comments: '',
    Categories: [{ Id: 'c1', Name: 'Plumbing' }],
    RbqLicence: '',
    OpcPermit: '',
    AlbertaPrepaidLicence: '',
    QstNumber: '',
    CreatedDate: '2026-01-05',
    UpdatedDate: null,
    ...overrides,
  };
}

/** The profile routes alone (no signed-in layout), at `path`. */
export function renderProfile(path = '/MyProfile/0') {
  return renderFeatureRoutes([...profileRoutes, { path: 'MyProjects', element: <h1>Projects</h1> }], [path]);
}
