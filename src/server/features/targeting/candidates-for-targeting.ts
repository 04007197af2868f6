import type { AnalysisConfig, TargetingSource } from "#domain/workflow";
import type { Candidate } from "../../ai/engine";
import type { Database } from "../../db/client";
import { withTenant } from "../../db/tenant";
import { gatherCandidates } from "./candidates";

/** The candidates a targeting run hands to the engine. */
export async function candidatesForTargeting(
  database: Database,
  {
    companyId,
    source,
  }: { companyId: string; source: TargetingSource; config: AnalysisConfig },
): Promise<Candidate[]> {
  return withTenant(database.db, companyId, (tx) =>
    gatherCandidates(tx, { companyId, source }),
  );
}
