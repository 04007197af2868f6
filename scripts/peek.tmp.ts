import { rankOrganizations } from '../src/server/ai/builtin/rank/rank-organizations';
import { SAMPLE_CONFIGS } from '../src/server/ai/builtin/rank/sample-configs';
import { directoryAsCandidates } from '../src/server/features/targeting/candidates';
const cands = directoryAsCandidates();
for (const [name, cfg] of Object.entries(SAMPLE_CONFIGS)) {
  const r = rankOrganizations(cfg, cands, { limit: 50 });
  const cats: Record<string, number> = {};
  r.forEach((o) => (cats[o.fitCategory] = (cats[o.fitCategory] ?? 0) + 1));
  console.log('==', name, r.length, JSON.stringify(cats));
  for (const o of [...r.slice(0, 4), ...r.slice(-3)]) console.log(o.fitScore, o.name, '|', o.industry, '|', o.matchedCriteria.join(' || '));
}
