import type { EvalReport } from './run-eval';

const LABELS: Record<string, string> = {
  productName: 'name',
  productDescription: 'description',
  targetMarket: 'market',
  successIndustries: 'industries',
  keyDecisionMakers: 'buyers',
  salesCycle: 'sales cycle',
  pricingModel: 'price',
  metricsKpis: 'metrics',
  competitors: 'competitors',
};

/** The report as plain text: per site and field the answer, its score and why; then per-field averages. */
export function formatReport(report: EvalReport, { verbose = false } = {}): string {
  const lines: string[] = [`Engine: ${report.engine}`, ''];
  for (const site of report.sites) {
    lines.push(`== ${site.site}${site.error ? `: could not run (${site.error})` : ''}`);
    const d = site.defects;
    if (d.inventedFree + d.junkCompetitors + d.fragmentMarkets > 0)
      lines.push(
        `  defects: ${d.inventedFree} invented free, ${d.junkCompetitors} junk competitors, ${d.fragmentMarkets} fragment markets`,
      );
    for (const [field, s] of Object.entries(site.scores)) {
      lines.push(
        `  ${(LABELS[field] ?? field).padEnd(12)} ${String(s.score).padStart(3)}  ${s.outcome}${s.note ? ` (${s.note})` : ''}`,
      );
      if (verbose)
        lines.push(
          `               "${(site.answers?.[field as keyof typeof site.answers] ?? '').replace(/\n/g, ' ')}"`,
        );
    }
  }
  for (const r of report.ranking) {
    lines.push(`== ranking: ${r.name}${r.error ? `: could not run (${r.error})` : ''}`);
    if (r.error) continue;
    lines.push(
      `  fits in top ${r.top.length}: ${r.found.length}/${r.found.length + r.missing.length} (score ${r.score})${r.missing.length ? `; missing ${r.missing.join(', ')}` : ''}`,
    );
    if (r.wronglyRecommended.length) lines.push(`  wrongly recommended: ${r.wronglyRecommended.join(', ')}`);
    if (verbose) lines.push(`  top: ${r.top.join(', ')}`);
  }
  lines.push('', 'field        score  sites  wrong  empty');
  for (const [field, a] of Object.entries(report.fieldAverages)) {
    lines.push(
      `${(LABELS[field] ?? field).padEnd(12)} ${String(a.score).padStart(5)}  ${String(a.sites).padStart(5)}  ${String(a.wrong).padStart(5)}  ${String(a.empty).padStart(5)}`,
    );
  }
  for (const r of report.ranking) lines.push(`${`rank:${r.name}`.padEnd(12)} ${String(r.score).padStart(5)}`);
  const d = report.defects;
  lines.push(
    '',
    'defects      count',
    `free denied  ${String(d.inventedFree).padStart(5)}   (price claims "free" where a page denies it)`,
    `junk comp.   ${String(d.junkCompetitors).padStart(5)}   (competitor entries not expected, or listed twice)`,
    `fragments    ${String(d.fragmentMarkets).padStart(5)}   (Target Market parts that name nobody)`,
  );
  return lines.join('\n');
}
