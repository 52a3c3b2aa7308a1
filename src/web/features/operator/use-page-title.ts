/** Sets the document title to "{title} | NewShores" while the page is shown, and puts the old one back. */
import { useEffect } from "react";
import { BRAND_NAME } from "@shared/constants";

export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${BRAND_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
