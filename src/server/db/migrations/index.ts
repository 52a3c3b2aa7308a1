import type { Migration } from "kysely";
import { assessments } from "./0001-assessments";
import { ordersAndReports } from "./0002-orders-and-reports";
import { operator } from "./0003-operator";
import { paymentAttempts } from "./0004-payment-attempts";
import { sharedLimits } from "./0005-shared-limits";
import { moneyAnswers } from "./0006-money-answers";
import { buyerHub } from "./0007-buyer-hub";
import { provenHubAccess } from "./0008-proven-hub-access";
import { incomeBasis } from "./0009-income-basis";
import { reportManifests } from "./0010-report-manifests";

/**
 * Every migration, in order, for SQLite and PostgreSQL alike. Names sort in application order; a
 * migration, once released, is never edited: add a new one.
 */
export const migrations: Record<string, Migration> = {
  "0001-assessments": assessments,
  "0002-orders-and-reports": ordersAndReports,
  "0003-operator": operator,
  "0004-payment-attempts": paymentAttempts,
  "0005-shared-limits": sharedLimits,
  "0006-money-answers": moneyAnswers,
  "0007-buyer-hub": buyerHub,
  "0008-proven-hub-access": provenHubAccess,
  "0009-income-basis": incomeBasis,
  "0010-report-manifests": reportManifests,
};
