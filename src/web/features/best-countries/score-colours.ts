/** Best-countries colours (spec section 2): score 90+ green, 80+ blue, 70+ yellow, below red. */
export function scoreClasses(score: number): string {
  if (score >= 90) return "bg-green-700 text-white";
  if (score >= 80) return "bg-blue-700 text-white";
  if (score >= 70) return "bg-yellow-400 text-slate-900";
  return "bg-red-700 text-white";
}

/** Cost of living: Low green, Moderate yellow, High red. */
export function costClasses(cost: string): string {
  if (cost === "Low") return "bg-green-100 text-green-900";
  if (cost === "Moderate") return "bg-yellow-100 text-yellow-900";
  return "bg-red-100 text-red-900";
}
