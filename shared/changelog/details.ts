import type { Json } from './schemas.js';

/** The details of an entry, read leniently: an entry written before a detail existed still reads as a sentence. */
export class Details {
  constructor(private readonly d: Record<string, Json> | null) {}
  text(key: string): string | null {
    const v = this.d?.[key];
    return typeof v === 'string' && v !== '' ? v : null;
  }
  num(key: string): number | null {
    const v = this.d?.[key];
    return typeof v === 'number' ? v : null;
  }
  flag(key: string): boolean | null {
    const v = this.d?.[key];
    return typeof v === 'boolean' ? v : null;
  }
  list(key: string): string[] {
    const v = this.d?.[key];
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  }
  object(key: string): Details {
    const v = this.d?.[key];
    return new Details(v && typeof v === 'object' && !Array.isArray(v) ? v : null);
  }
  raw(key: string): Json | undefined {
    return this.d?.[key];
  }
}
