/** Number display shared by the server and the site. One cached formatter: toLocaleString per call is slow. */
const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const upToTwoDecimals = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "$1,250" */
export function formatUsd(amount: number): string {
  return `$${wholeNumber.format(Math.round(amount))}`;
}

/** "1,250" or "1,250.5": a figure as published. */
export function formatNumber(value: number): string {
  return upToTwoDecimals.format(value);
}
