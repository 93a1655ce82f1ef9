// The part of mailsplit (no published types) the relay's MIME rewrite uses: the splitter's objects and the joiner.
declare module 'mailsplit' {
  import { Transform } from 'node:stream';

  export interface MailsplitHeaderLine {
    key: string;
    line: string;
  }

  export interface MailsplitHeaders {
    get(key: string): string[];
    getFirst(key: string): string;
    getList(): MailsplitHeaderLine[];
    hasHeader(key: string): boolean;
    add(key: string, value: string, index?: number): void;
    addFormatted(key: string, line: string, index?: number): void;
    remove(key: string): void;
    update(key: string, value: string): void;
    build(lineEnd?: string): Buffer;
  }

  export interface MailsplitNode {
    type: 'node';
    root: boolean;
    parentNode: MailsplitNode | false;
    headers: MailsplitHeaders;
    /** Lower-cased media type, or false. */
    contentType: string | false;
    /** The subtype of a multipart node ('mixed', 'related', ...), else false. */
    multipart: string | false;
    /** Lower-cased Content-Transfer-Encoding, '' when absent. */
    encoding: string;
    charset: string | false;
    disposition: string | false;
    filename: string | false;
    messageNode?: boolean;
    _boundary: Buffer | false;
    getHeaders(): Buffer;
    /** Sets the Content-Type's charset parameter (the header is written again from its parsed value). */
    setCharset(charset: string): void;
  }

  export interface MailsplitChunk {
    type: 'body' | 'data';
    node: MailsplitNode;
    value: Buffer;
  }

  export type MailsplitItem = MailsplitNode | MailsplitChunk;

  export interface SplitterOptions {
    maxHeadSize?: number;
    maxChildNodes?: number;
    ignoreEmbedded?: boolean;
  }

  export class Splitter extends Transform {
    constructor(options?: SplitterOptions);
  }

  export class Joiner extends Transform {
    constructor();
  }
}
