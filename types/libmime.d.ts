// The part of libmime (no published types; mailsplit's and mailparser's MIME library) the relay uses: word decoding.
declare module 'libmime' {
  const libmime: {
    /** Decodes the RFC 2047 encoded words of a header value (`=?utf-8?B?...?=`) into text. */
    decodeWords(value: string): string;
  };
  export default libmime;
}
