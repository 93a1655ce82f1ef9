import type { Element } from 'domhandler';
import type { Said } from './said.js';
import type { Client, DoctorContext, Fix, Severity } from './schemas.js';
import type { Scan } from './scan.js';

/**
 * What a rule reports: the place and what to say (as facts, written in the reader's language by the engine); the
 * engine adds the rule's id, severity, clients, line and column.
 */
export interface Hit {
  start: number;
  end: number;
  message: Said;
  fix?: Omit<Fix, 'label'> & { label: Said };
  /** Narrower than the rule's clients (the organisation's clients that ignore a property). */
  clients?: Client[];
  /** About the whole signature (its length, its images together), not the element at its place. */
  whole?: boolean;
}

/** A rule as data: what it is, how bad, which clients it concerns, and the check that finds its places. */
export interface Rule {
  id: string;
  severity: Severity;
  /** The clients it concerns; `all` for every client (and every recipient's). */
  clients: readonly Client[] | 'all';
  /** What the rule is about, in words for people (the rule list in the API reference and the editor). */
  title: string;
  check(s: Scan, ctx: DoctorContext): Hit[];
}

export const attr = (el: Element, name: string): string | undefined => el.attribs[name];
export const imagesOf = (s: Scan) => s.elements.filter((e) => e.name === 'img');
export const linksOf = (s: Scan) => s.elements.filter((e) => e.name === 'a' && attr(e, 'href') !== undefined);

/** The name of an uploaded image a `cid:` source names. */
export const cidOf = (src: string | undefined) => /^cid:(.+)$/i.exec(src ?? '')?.[1];
