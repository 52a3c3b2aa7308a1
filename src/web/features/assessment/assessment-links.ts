/**
 * Links into the wizard. Kept apart from the wizard's rules so a page that only links to the wizard (landing,
 * best countries, city guides, results) does not load the wizard's validation code.
 */

/** The wizard with a destination chosen: every link that names a destination uses it. */
export function assessDestinationPath(country: string, city?: string): string {
  return `/assessment?${new URLSearchParams(city ? { country, city } : { country }).toString()}`;
}

/** The wizard pre-filled with an earlier assessment's answers and another country (a top alternative). */
export function assessAnotherCountryPath(assessmentId: number, country: string): string {
  return `/assessment?${new URLSearchParams({ from: String(assessmentId), country }).toString()}`;
}
