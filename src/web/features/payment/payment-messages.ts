/** The purchase flow's messages, word for word from the spec (section 8) and its validation rules (section 5). */
export const PAYMENT_MESSAGES = {
  invalidResponse: "Server returned invalid response. Please try again.",
  reportExists: "You have already purchased this report. Check your email for download instructions.",
  needsConfig: "Payment system configuration required. Please contact support to configure Stripe settings.",
  stripeError: (mode: string, error: string) => `Stripe error (${mode} mode): ${error}`,
  serverError: (status: number) => `Server error (${status}). Please try again.`,
  missingClientSecret: "Payment initialization failed. Missing client secret.",
  network: (message: string) => `Network error: ${message}. Please check your connection and try again.`,
  notReady: "Payment system not ready. Please try again.",
  cardNotFound: "Card information not found. Please refresh and try again.",
  completeCard: "Please complete your card information",
  reportFailed: "Failed to generate report",
  noTokenOrJob: "Payment successful but no download token or job ID received",
  resultFailure: "Payment successful but result indicates failure",
  notCompleted: (status: string) => `Payment was not completed successfully. Status: ${status}`,
  paymentFailed: "Payment failed",
} as const;

export const RESULTS_MESSAGES = {
  paymentFailed: (reason: string) => `Payment failed: ${reason}`,
  generating:
    "Payment successful! Your report is being generated and will be ready in 2-5 minutes. This page will automatically update when it's ready.",
  generationFailed: (message: string | null | undefined) => `Report generation failed: ${message || "Unknown error"}. Please contact support.`,
  pollTimeout: "Report generation is taking longer than expected. Please refresh the page in a few minutes or contact support.",
  pollNotOk: "Unable to check report generation status. Please refresh the page or contact support.",
  pollNetwork: "Network error while checking report status. Please refresh the page or contact support.",
  downloadNotOk: "Failed to download report. Please try again or contact support.",
  downloadNetwork: "Failed to download report. Please check your connection and try again.",
  expired: "Your download link has expired. Please contact support for assistance.",
} as const;
