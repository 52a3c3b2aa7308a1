/**
 * Who runs the pages the data links to. A citation's label names who runs its page (`via`, or the publisher when
 * the link opens the publisher's own page); this registry says which hosts belong to that name, so a test can
 * check that every label says what its link opens, and the data audit can tell official pages from the rest.
 */
export const SITE_KINDS = [
  /** A government, a government agency, a court, an embassy or an intergovernmental body (WHO, OECD, EU). */
  "official",
  /** The organisation that produces the figure: a statistics publisher, an index's authors, a journal. */
  "publisher",
  /** A newspaper or broadcaster reporting a figure. */
  "press",
  /** Anything else: blogs, agencies, guides, aggregators, copies of datasets. */
  "other",
  /**
   * A verbatim archive of another publisher's pages (a repository that scrapes government travel advice daily): a
   * citation with such a `via` is the publisher's own text, read through its copy.
   */
  "copy",
] as const;
export type SiteKind = (typeof SITE_KINDS)[number];

/** Hosts are matched by suffix: "usembassy.gov" covers "jp.usembassy.gov"; "www." is ignored. */
export type Site = { hosts: string[]; kind: SiteKind };
export type SiteRegistry = Record<string, Site>;
