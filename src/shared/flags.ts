/**
 * The flag images the site serves itself (src/web/public/flags/), with each flag's official proportions
 * (width:height), so pages reserve the right space. Emoji flags are not used: without an emoji font they
 * render as empty boxes. Sources and drawings: src/web/public/flags/README.md.
 */
export type FlagImage = { src: string; width: number; height: number };

export const COUNTRY_FLAGS = {
  Portugal: { src: "/flags/portugal.svg", width: 3, height: 2 },
  Spain: { src: "/flags/spain.svg", width: 3, height: 2 },
  Mexico: { src: "/flags/mexico.svg", width: 7, height: 4 },
  "Costa Rica": { src: "/flags/costa-rica.svg", width: 5, height: 3 },
  Germany: { src: "/flags/germany.svg", width: 5, height: 3 },
  Canada: { src: "/flags/canada.svg", width: 2, height: 1 },
} as const satisfies Record<string, FlagImage>;
