import { z } from 'zod';

/**
 * Renames incoming object keys to the spelling the schema declares, ignoring case: the spec's browser
 * sends `Name` and `name`, `firstname` and `firstName`. Keys the schema does not know are left as sent.
 */
export function matchKeysToSchema(value: unknown, schema: z.ZodType | undefined): unknown {
  const inner = unwrap(schema);
  if (!inner || value === null || typeof value !== 'object') return value;
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item) => matchKeysToSchema(item, inner.element as z.ZodType));
  }
  if (inner instanceof z.ZodObject && !Array.isArray(value)) {
    const shape = inner.shape as Record<string, z.ZodType>;
    const byLowerCase = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const declared = key in shape ? key : (byLowerCase.get(key.toLowerCase()) ?? key);
      if (declared in result && declared !== key) continue;
      result[declared] = matchKeysToSchema(item, shape[declared]);
    }
    return result;
  }
  return value;
}

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  for (let depth = 0; current && depth < 10; depth++) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodReadonly
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return current;
    }
  }
  return current;
}
