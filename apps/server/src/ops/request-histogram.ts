interface Series {
  labels: { method: string; route: string; status: string };
  /** Observations in each bucket alone (not yet cumulative), the last past the highest bound. */
  counts: number[];
  sum: number;
  count: number;
}

interface Value {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * The request-duration histogram, kept as prom-client's Histogram writes it but tallied by a lookup
 * of route, method and status in maps: prom-client's observe() checks and joins the labels of every
 * answer, which cost a cached public answer a tenth of its CPU (bench/run.mjs, issue 28 §3).
 * Registered with `registry.registerMetric` (prom-client's registry asks a metric only for its name
 * and get()); scrapes read it through get().
 */
export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly byRoute = new Map<string, Map<string, Map<number, Series>>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
  ) {}

  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) this.byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        counts: new Array<number>(this.buckets.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, series);
    }
    let bucket = 0;
    while (bucket < this.buckets.length && seconds > (this.buckets[bucket] ?? Infinity)) bucket += 1;
    series.counts[bucket] = (series.counts[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** Each series' cumulative buckets, then its sum and count, as prom-client lists them. */
  get(): Promise<{ name: string; help: string; type: 'histogram'; values: Value[]; aggregator: 'sum' }> {
    const values: Value[] = [];
    for (const byMethod of this.byRoute.values())
      for (const byStatus of byMethod.values())
        for (const { labels, counts, sum, count } of byStatus.values()) {
          let below = 0;
          counts.forEach((inBucket, index) => {
            below += inBucket;
            const le = this.buckets[index] ?? '+Inf';
            values.push({ metricName: `${this.name}_bucket`, labels: { le, ...labels }, value: below });
          });
          values.push({ metricName: `${this.name}_sum`, labels, value: sum });
          values.push({ metricName: `${this.name}_count`, labels, value: count });
        }
    return Promise.resolve({
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    });
  }

  reset(): void {
    this.byRoute.clear();
  }
}
