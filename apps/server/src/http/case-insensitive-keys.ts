import { z } from 'zod';

/** Each object schema's keys by their lower case, worked out once per schema, not per object sent. */
const lowerCaseKeys = new WeakMap<z.ZodObject, Map<string, string>>();

function keysByLowerCase(schema: z.ZodObject): Map<string, string> {
  let keys = lowerCaseKeys.get(schema);
  if (!keys) {
    keys = new Map(Object.keys(schema.shape).map((key) => [key.toLowerCase(), key]));
    lowerCaseKeys.set(schema, keys);
  }
  return keys;
}

/**
 * Renames incoming object keys to the spelling the schema declares, ignoring case: the spec's browser
 * sends `Name` and `name`, `firstname` and `firstName`. Keys the schema does not know are left as sent.
 * It descends only where the schema does, so it visits each value of the body at most once.
 */
export function matchKeysToSchema(value: unknown, schema: z.ZodType | undefined): unknown {
  const inner = unwrap(schema);
  if (!inner || value === null || typeof value !== 'object') return value;
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item) => matchKeysToSchema(item, inner.element as z.ZodType));
  }
  if (inner instanceof z.ZodObject && !Array.isArray(value)) {
    const shape = inner.shape as Record<string, z.ZodType>;
    const byLowerCase = keysByLowerCase(inner);
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
