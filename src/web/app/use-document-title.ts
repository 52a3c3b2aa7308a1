/**
 * Each page's own document title, "{Page} | NewShores": what a tab, a bookmark and a screen reader's
 * page announcement show. Every page calls the hook once with its own name (the results page with the
 * country and score); the title goes back to the previous one when the page is left.
 */
import { useEffect } from "react";
import { BRAND_NAME } from "@shared/constants";

export function documentTitle(page: string): string {
  return `${page} | ${BRAND_NAME}`;
}

export function useDocumentTitle(page: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
}
