import type { FlagImage } from "@shared/flags";

/**
 * A country's flag as an image the site serves. Decorative (alt="") because the country's name is always
 * written beside it; the height is fixed and the width follows the flag's official proportions.
 */
export function CountryFlag({ flag, height = 24, className = "" }: { flag: FlagImage; height?: number; className?: string }) {
  return (
    <img
      src={flag.src}
      alt=""
      width={Math.round((height * flag.width) / flag.height)}
      height={height}
      className={`inline-block rounded-sm ring-1 ring-slate-300 ${className}`}
    />
  );
}
