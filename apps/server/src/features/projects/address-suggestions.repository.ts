import { sql } from 'drizzle-orm';
import { normaliseForSearch, searchFolding } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { businesses, clients, projects, subcontractors } from '../../db/schema/index.js';

export interface AddressSuggestion {
  Address: string;
  Unit: string;
  City: string;
  Province: string;
  PostalCode: string;
}

/** Where the project and contact forms get address suggestions; a postal-address service can replace it. */
export interface AddressSuggester {
  suggest(ownerId: string, query: string, limit: number): Promise<AddressSuggestion[]>;
}

/** Escapes the LIKE wildcards of user text. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The address as the shared search reads it (lower case, no accents), with translate() because a
 * plain PostgreSQL has no unaccent extension.
 */
const searchable = sql`translate(lower(address), ${searchFolding.from}, ${searchFolding.to})`;

/**
 * Suggestions from the contractor's own saved addresses (business, projects, clients, sub-contractors):
 * addresses starting with the text first, then those containing it, accents and case aside. One query.
 */
export function ownAddressSuggester(db: Db): AddressSuggester {
  return {
    async suggest(ownerId, query, limit) {
      const needle = likeText(normaliseForSearch(query));
      const contains = `%${needle}%`;
      const starts = `${needle}%`;
      const source = (table: typeof projects | typeof clients | typeof subcontractors) => sql`
        select address, unit, city, province, postal_code from ${table}
        where owner_id = ${ownerId} and ${searchable} like ${contains}`;
      const result = await db.execute<{
        address: string;
        unit: string;
        city: string;
        province: string;
        postal_code: string;
      }>(sql`
        select address, unit, city, province, postal_code from (
          select address, unit, city, province, postal_code from ${businesses}
            where user_id = ${ownerId} and ${searchable} like ${contains}
          union ${source(projects)}
          union ${source(clients)}
          union ${source(subcontractors)}
        ) found
        order by (${searchable} like ${starts}) desc, address, city
        limit ${limit}`);
      return result.rows.map((row) => ({
        Address: row.address,
        Unit: row.unit,
        City: row.city,
        Province: row.province,
        PostalCode: row.postal_code,
      }));
    },
  };
}
