/** Click counts of one rollup row: a total, counts per name of each dimension, and counts per hour of day (UTC). */
const DIMENSIONS = ['device', 'client', 'referrer', 'template', 'link'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** What one click contributes to a rollup. */
interface ClickFacts {
  at: string;
  device: string;
  client: string;
  referrer: string;
  slug: string;
  templateId: string;
}

/**
 * Distinct names a row keeps per dimension before counting the rest under `other`: a property holds at most 64 KiB,
 * and referrer hosts are the one dimension whose names are not bounded by what the organisation itself made.
 */
const MAX_NAMES = 500;
const OTHER = 'other';

/** The stored form: the total, and each dimension as a JSON list of [name, count] pairs (names need not be identifiers). */
export interface TallyRow {
  n: number;
  hour: string;
  device?: string;
  client?: string;
  referrer?: string;
  template?: string;
  link?: string;
}

export class ClickTally {
  n = 0;
  readonly hour: number[] = Array<number>(24).fill(0);
  readonly counts: Record<Dimension, Map<string, number>> = {
    device: new Map(),
    client: new Map(),
    referrer: new Map(),
    template: new Map(),
    link: new Map(),
  };

  /** Counts one click; `tenantWide` rows also count it per template and per link. */
  static of(click: ClickFacts, tenantWide: boolean): ClickTally {
    return new ClickTally().add(click, tenantWide);
  }

  add(click: ClickFacts, tenantWide: boolean): this {
    this.n += 1;
    this.hour[new Date(click.at).getUTCHours()] += 1;
    this.bump('device', click.device || 'unknown', 1);
    this.bump('client', click.client || 'unknown', 1);
    this.bump('referrer', click.referrer || 'direct', 1);
    if (tenantWide) {
      this.bump('template', click.templateId || 'unknown', 1);
      this.bump('link', click.slug, 1);
    }
    return this;
  }

  merge(other: ClickTally): this {
    this.n += other.n;
    for (let h = 0; h < 24; h++) this.hour[h] += other.hour[h];
    for (const d of DIMENSIONS) for (const [name, k] of other.counts[d]) this.bump(d, name, k);
    return this;
  }

  private bump(d: Dimension, name: string, k: number) {
    const map = this.counts[d];
    const key = map.has(name) || map.size < MAX_NAMES || d !== 'referrer' ? name : OTHER;
    map.set(key, (map.get(key) ?? 0) + k);
  }

  /** Counts of one dimension, largest first (ties by name). */
  split(d: Dimension): { name: string; clicks: number }[] {
    return [...this.counts[d]]
      .map(([name, clicks]) => ({ name, clicks }))
      .sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name));
  }

  toRow(): TallyRow {
    const row: TallyRow = { n: this.n, hour: JSON.stringify(this.hour) };
    for (const d of DIMENSIONS) if (this.counts[d].size) row[d] = JSON.stringify([...this.counts[d]]);
    return row;
  }

  static fromRow(row: Partial<TallyRow>): ClickTally {
    const t = new ClickTally();
    t.n = Number(row.n ?? 0);
    if (row.hour) (JSON.parse(row.hour) as number[]).forEach((k, h) => (t.hour[h] = k));
    for (const d of DIMENSIONS) {
      const stored = row[d];
      if (stored) for (const [name, k] of JSON.parse(stored) as [string, number][]) t.counts[d].set(name, k);
    }
    return t;
  }
}
