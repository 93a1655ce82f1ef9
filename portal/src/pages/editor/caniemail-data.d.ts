/** The part of caniemail's data (caniemail.com's feature table) the compatibility hints read. */
declare module 'caniemail/caniemail.json' {
  /** "y" supported, "a" partially, "n" not, "u" unknown; " #1" points at a note. */
  type SupportEntry = string;
  interface Feature {
    slug: string;
    title: string;
    category: 'html' | 'css' | 'image' | 'others';
    keywords: string | null;
    url: string;
    /** family → platform → client version → support */
    stats: Record<string, Record<string, Record<string, SupportEntry>>>;
    notes_by_num: Record<string, string> | null;
  }
  interface CanIEmailData {
    nicenames: { family: Record<string, string>; platform: Record<string, string> };
    data: Feature[];
  }
  const data: CanIEmailData;
  export default data;
}
