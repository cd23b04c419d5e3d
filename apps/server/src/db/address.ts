import { text } from 'drizzle-orm/pg-core';

/** The five address columns of every table that keeps an address (businesses, projects, contacts). */
export const addressColumns = () => ({
  address: text('address').notNull().default(''),
  unit: text('unit').notNull().default(''),
  city: text('city').notNull().default(''),
  province: text('province').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
});

/** An address as the tables keep it. */
export interface AddressRow {
  address: string;
  unit: string;
  city: string;
  province: string;
  postalCode: string;
}

/** An address as the API names it (doc 1 §5, doc 2 §3). */
export interface AddressFields {
  Address: string;
  Unit: string;
  City: string;
  Province: string;
  PostalCode: string;
}

export const addressOut = (row: AddressRow): AddressFields => ({
  Address: row.address,
  Unit: row.unit,
  City: row.city,
  Province: row.province,
  PostalCode: row.postalCode,
});

export const addressIn = (form: AddressFields): AddressRow => ({
  address: form.Address,
  unit: form.Unit,
  city: form.City,
  province: form.Province,
  postalCode: form.PostalCode,
});
