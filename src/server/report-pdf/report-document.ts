/**
 * The report as a structure: what the report builder (reports/) produces and the PDF layout
 * (report-pdf/) draws. No PDF concerns here and no content decisions in the layout: every figure
 * arrives with its source, and the layout numbers the sources and prints them as notes and an appendix.
 * The document crosses a worker_threads boundary, so it is plain data (structured-clone safe).
 */
import type { Citation } from "@server/facts/citation";

/** A figure's citation; the layout prints only its label (citationLabel), never its research notes. */
export type SourceRef = Citation;

/**
 * The ids of the catalogue's facts a row or block prints (issue 31): the report's manifest records them. Absent on
 * what prints no fact of the catalogue (the buyer's answers, the product's own explanations).
 */
export type PrintedFacts = { facts?: string[] };

export type KeyValueRow = { label: string; value: string; source?: SourceRef } & PrintedFacts;

export type Bar = {
  label: string;
  value: number;
  /** Printed beside the bar instead of the raw number, e.g. "$1,250". */
  display?: string;
  /** Drawn in the accent colour (e.g. the buyer's chosen city). */
  highlight?: boolean;
};

export type Block =
  | ({ kind: "paragraph"; text: string; sources?: SourceRef[] } & PrintedFacts)
  | { kind: "subheading"; text: string }
  | { kind: "list"; items: string[]; ordered?: boolean }
  | { kind: "keyValues"; rows: KeyValueRow[] }
  | ({
      kind: "table";
      columns: string[];
      rows: string[][];
      /** Relative column widths (same length as columns); equal when absent. */
      widths?: number[];
      caption?: string;
      sources?: SourceRef[];
    } & PrintedFacts)
  | ({
      kind: "barChart";
      title: string;
      /** Upper end of the axis; the largest value when absent. */
      max?: number;
      bars: Bar[];
      /** A vertical reference line, e.g. the buyer's budget. */
      reference?: { label: string; value: number };
      sources?: SourceRef[];
    } & PrintedFacts)
  | ({ kind: "callout"; tone: "info" | "warning" | "success"; title?: string; text: string } & PrintedFacts)
  | { kind: "link"; label: string; url: string };

export type ReportSection = {
  /** Stable id, e.g. "executive-summary". */
  id: string;
  title: string;
  blocks: Block[];
};

export type ReportDocument = {
  /** Document metadata title, e.g. "NewShores relocation report: Portugal". */
  title: string;
  /** Running header text on every page after the cover. */
  runningHeader: string;
  cover: {
    brand: string;
    heading: string;
    country: string;
    city: string | null;
    score: number;
    matchLabel: string;
    /** e.g. "Prepared for a 35-year-old software engineer". */
    preparedFor: string;
    /** ISO 8601 date-time the report was generated. */
    generatedAt: string;
    /** The buyer's hub; absent on the sample report (content/sample-report.ts), which has no hub: the cover then leaves the hub lines out. */
    hubUrl?: string;
    /** ISO date the buyer's hub access ends (with hubUrl). */
    hubAccessUntil?: string;
    disclaimer: string;
  };
  sections: ReportSection[];
};

/** What the renderer hands back. */
export type RenderedPdf = { pdf: Uint8Array; pageCount: number };
