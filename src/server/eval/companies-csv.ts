import { suggestMapping } from '#domain/csv/account-mapping';
import { readCsvTable } from '#domain/csv/csv-table';
import { keywordsFor } from '#domain/csv/keywords';
import { normalizeAccountRow } from '#domain/csv/normalize-account';
import type { Candidate } from '#server/ai/engine';

/** A company list CSV as rankable candidates, mapped the way the Account Lists import maps it. */
export function candidatesFromCsv(csv: string, currentYear = new Date().getFullYear()): Candidate[] {
  const table = readCsvTable(csv);
  const suggested = suggestMapping(
    table.headers,
    'accounts',
    table.rows.slice(0, 20).map((r) => r.values),
  );
  const mapping = {
    columns: suggested.columns,
    revenueInMillions: suggested.revenueInMillions,
  };
  const out: Candidate[] = [];
  for (const row of table.rows) {
    const result = normalizeAccountRow(row, mapping, { currentYear });
    if (!result.ok) continue;
    const a = result.value;
    out.push({
      key: `eval:${row.line}`,
      name: a.name,
      domain: a.domain,
      industry: a.industry,
      subIndustry: a.subIndustry,
      sizeRange: a.sizeRange,
      employeeCount: a.employeeCount,
      location: a.location,
      revenueRange: a.revenueRange,
      founded: a.founded,
      description: a.description,
      keywords: keywordsFor({
        industry: a.industry,
        subIndustry: a.subIndustry,
        description: a.description,
      }),
      source: 'import',
    });
  }
  return out;
}
