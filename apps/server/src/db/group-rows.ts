/** Groups joined rows under their parent's key, keeping their order: how list answers avoid a query per row. */
export function groupRows<T>(rows: readonly { key: string; value: T }[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const { key, value } of rows) {
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}
