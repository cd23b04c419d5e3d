import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { addressColumns } from '../address.js';
import { files } from './files.js';
import { users } from './users.js';

/** A stored category of the business profile (doc 1 §3). */
export interface BusinessCategory {
  Id: string;
  Name: string;
}

/** The contractor's business profile (doc 1 §3): one per account. */
export const businesses = pgTable(
  'businesses',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().unique().defaultRandom(),
    name: text('name').notNull().default(''),
    gstNumber: text('gst_number').notNull().default(''),
    /**
     * Quebec licence numbers (issue 31 §3): the Régie du bâtiment's licence ('5678-1234-01') and the
     * consumer protection office's itinerant-merchant permit; '' when none. Required before a Quebec
     * consumer contract is sent, printed with the contractor's identity.
     */
    rbqLicence: text('rbq_licence').notNull().default(''),
    opcPermit: text('opc_permit').notNull().default(''),
    /** Service Alberta's prepaid contracting business licence; '' when none. Printed like the others. */
    albertaPrepaidLicence: text('alberta_prepaid_licence').notNull().default(''),
    /** Revenu Québec's QST registration number, '1234567890TQ0001'; '' when the contractor has none. */
    qstNumber: text('qst_number').notNull().default(''),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    ...addressColumns(),
    fax: text('fax').notNull().default(''),
    phone: text('phone').notNull().default(''),
    phoneExtension: text('phone_extension').notNull().default(''),
    email: text('email').notNull().default(''),
    altFirstName: text('alt_first_name').notNull().default(''),
    altLastName: text('alt_last_name').notNull().default(''),
    altPhone: text('alt_phone').notNull().default(''),
    altEmail: text('alt_email').notNull().default(''),
    samePhone: boolean('same_phone').notNull().default(false),
    sameEmail: boolean('same_email').notNull().default(false),
    signatureFileId: uuid('signature_file_id').references(() => files.id, { onDelete: 'set null' }),
    comments: text('comments').notNull().default(''),
    categories: jsonb('categories').$type<BusinessCategory[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every file and image read asks whether the file is someone's signature (files.policy), and a
  // deleted file sets these to null: both look a business up by its file.
  (table) => [
    index('businesses_signature_file_idx').on(table.signatureFileId),
    index('businesses_photo_file_idx').on(table.photoFileId),
  ],
);
