import {
  firstBusinessProblem,
  imageMimeTypes,
  normaliseBusiness,
  type Business,
  type BusinessForm,
} from '@tradepact/shared';
import { addressIn } from '../../db/address.js';
import type { Db, Queryable } from '../../db/database.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import { findUserById } from '../auth/accounts.service.js';
import { findFile } from '../files/files.service.js';
import { businessDto, unsavedBusinessDto } from './business.dto.js';
import { findBusiness, saveBusiness } from './business.repository.js';

/** A logo or signature must be one of the caller's own files, and a PNG, JPEG or GIF (doc 1 §5). */
async function checkImage(db: Db, userId: string, fileId: string | null): Promise<void> {
  if (fileId === null) return;
  const file = await findFile(db, fileId);
  if (!file || file.ownerId !== userId) throw notFound('fileNotFound');
  if (!(imageMimeTypes as readonly string[]).includes(file.mimeType)) throw badRequest('uploadImageInvalid');
}

export function businessService(db: Db) {
  return {
    /** `q`: the caller's transaction when it has one (a pooled query inside it could starve the pool). */
    async read(userId: string, q: Queryable = db): Promise<Business> {
      const row = await findBusiness(q, userId);
      if (row) return businessDto(row);
      const user = await findUserById(q, userId);
      if (!user) throw new AppError(401, 'commonUnauthorized');
      return unsavedBusinessDto(user);
    },

    /** Checks the whole profile with the page's rules, in the page's order, then saves it at once. */
    async update(userId: string, input: BusinessForm): Promise<Business> {
      const form = normaliseBusiness(input);
      const problem = firstBusinessProblem(form);
      if (problem) throw badRequest(problem.message);
      await checkImage(db, userId, form.Photo);
      await checkImage(db, userId, form.Signature);
      const row = await saveBusiness(db, userId, {
        name: form.Name,
        gstNumber: form.GstNumber,
        photoFileId: form.Photo,
        firstName: form.FirstName,
        lastName: form.LastName,
        ...addressIn(form),
        fax: form.Fax,
        phone: form.Phone,
        phoneExtension: form.PhoneExtension,
        email: form.Email,
        altFirstName: form.AltFirstName,
        altLastName: form.AltLastName,
        altPhone: form.AltPhone,
        altEmail: form.AltEmail,
        samePhone: form.SamePhone,
        sameEmail: form.SameEmail,
        signatureFileId: form.Signature,
        comments: form.Comments,
        categories: form.Categories,
        rbqLicence: form.RbqLicence,
        opcPermit: form.OpcPermit,
        albertaPrepaidLicence: form.AlbertaPrepaidLicence,
        qstNumber: form.QstNumber,
      });
      return businessDto(row);
    },
  };
}
