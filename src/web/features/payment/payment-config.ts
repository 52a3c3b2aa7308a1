/** GET /api/payments/config: which card form to show, and whether prices carry the demo notice. */
import { useEffect, useState } from "react";
import type { PaymentConfigResponse } from "@shared/contracts/payments";
import { apiGet } from "@web/lib/api-client";

let loaded: Promise<PaymentConfigResponse | null> | undefined;

/** Read once per page load: the provider does not change while a visitor looks at a page. */
export function loadPaymentConfig(): Promise<PaymentConfigResponse | null> {
  loaded ??= apiGet<PaymentConfigResponse>("/api/payments/config")
    .then(({ ok, body }) => (ok ? body : null))
    .catch(() => null);
  return loaded;
}

export function usePaymentConfig(): PaymentConfigResponse | null {
  const [config, setConfig] = useState<PaymentConfigResponse | null>(null);
  useEffect(() => {
    let live = true;
    void loadPaymentConfig().then((value) => live && setConfig(value));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
