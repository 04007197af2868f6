/** Word lists the extractors look for; a label counts only when its pattern occurs in the pages. */
export type Term = { label: string; pattern: RegExp };

export const INDUSTRY_TERMS: Term[] = [
  {
    label: 'Software & SaaS',
    pattern:
      /\b(saas (companies|businesses|vendors|startups)|software (companies|vendors)|tech(nology)? companies|b2b software)\b/gi,
  },
  {
    label: 'Open source',
    pattern: /\bopen[- ]source (projects|communit(y|ies)|maintainers)\b|\bfor open[- ]source\b/gi,
  },
  {
    label: 'Financial services',
    pattern: /\b(fintech|financial services|banks|banking|insurance|insurers|payments? companies)\b/gi,
  },
  { label: 'Healthcare', pattern: /\b(healthcare|health care|hospitals?|clinics|medical|life sciences)\b/gi },
  { label: 'Education', pattern: /\b(education|educators|schools|universities|students|teachers|e-?learning)\b/gi },
  { label: 'Government', pattern: /\b(government|public sector|municipalit(y|ies))\b/gi },
  { label: 'Non-profit', pattern: /\b(non-?profits?|charities|ngos)\b/gi },
  { label: 'Retail & e-commerce', pattern: /\b(retail(ers)?|e-?commerce|online stores?|merchants)\b/gi },
  { label: 'Manufacturing', pattern: /\bmanufactur(ing|ers)\b/gi },
  { label: 'Logistics', pattern: /\b(logistics|supply chain|freight)\b/gi },
  { label: 'Media & publishing', pattern: /\b(media companies|publishers|publishing houses?|newsrooms?)\b/gi },
  {
    label: 'Gaming',
    pattern:
      /\b(game (studios?|developers|companies|publishers)|gaming (companies|studios|industry)|video game (companies|studios|publishers|developers))\b/gi,
  },
  {
    label: 'Scientific research',
    pattern:
      /\b(scientific (research|computing|communit(y|ies)|institutions)|research (labs?|institutes?|institutions|groups|teams)|researchers|scientists|academia)\b/gi,
  },
  { label: 'Telecommunications', pattern: /\b(telecom(munications)?|mobile carriers)\b/gi },
  { label: 'Energy & utilities', pattern: /\b(energy companies|utilities|oil and gas|renewables)\b/gi },
  { label: 'Real estate', pattern: /\b(real estate|property management)\b/gi },
  // "Your legal team" is a department every customer has, not an industry.
  {
    label: 'Legal',
    pattern: /\b(law firms?|legal (industry|sector|services firms|professionals)|legal ?tech|lawyers|attorneys)\b/gi,
  },
  { label: 'Hospitality & travel', pattern: /\b(hospitality|hotels|airlines|travel companies)\b/gi },
  { label: 'Marketing & advertising', pattern: /\b(marketing agenc(y|ies)|advertising agenc(y|ies)|ad tech)\b/gi },
];

/** Buyer roles as the pages name them (the staff's own titles are not counted: people sections are left out). */
export const ROLE_TERMS: Term[] = [
  { label: 'CEOs and founders', pattern: /\b(CEOs?|founders)\b/g },
  { label: 'CTOs', pattern: /\b(CTOs?|chief technology officers?)\b/gi },
  { label: 'VPs of Engineering', pattern: /\b(VPs? (of )?engineering|vice presidents? of engineering)\b/gi },
  {
    label: 'Engineering leaders and teams',
    pattern: /\bengineering (and [a-z]+ )?(managers?|leaders?|leads|teams?|organi[sz]ations?)\b/gi,
  },
  { label: 'Developers', pattern: /\b(developers|software engineers)\b/gi },
  {
    label: 'Technical writers and docs teams',
    pattern: /\b(technical writers?|writers|docs teams?|documentation teams?)\b/gi,
  },
  {
    label: 'IT managers and administrators',
    pattern:
      /\bIT (managers?|teams?|admins?|administrators?|departments?|directors?)\b|\bsystem administrators?\b|\bsysadmins?\b/g,
  },
  { label: 'DevOps and SRE teams', pattern: /\b(devops|SREs?|site reliability|ops teams?|operations teams?)\b/gi },
  { label: 'Security teams and CISOs', pattern: /\b(CISOs?|security teams?|security officers?)\b/g },
  { label: 'Product managers', pattern: /\bproduct (managers?|leaders?|teams?|owners?)\b/gi },
  { label: 'Marketing leaders', pattern: /\b(CMOs?|marketing (managers?|leaders?|teams?))\b/g },
  { label: 'Sales leaders', pattern: /\b(CROs?|sales (managers?|leaders?|teams?)|revenue teams?)\b/g },
  { label: 'Finance leaders', pattern: /\b(CFOs?|finance (teams?|leaders?))\b/g },
  { label: 'HR and people teams', pattern: /\b(HR teams?|people teams?|recruiters?|hiring managers?)\b/g },
  { label: 'Data teams', pattern: /\bdata (scientists?|teams?|engineers?|analysts?)\b/gi },
  { label: 'Growth teams', pattern: /\bgrowth (teams?|leaders?)\b/gi },
  { label: 'Customer success teams', pattern: /\bcustomer success (teams?|managers?)\b/gi },
  { label: 'Open source maintainers', pattern: /\bmaintainers\b/gi },
];

/** Skills a bio may name; matched case-insensitively on word boundaries. */
export const SKILL_TERMS: Term[] = [
  ['Distributed systems', /\bdistributed (systems|algorithms)\b/gi],
  ['Systems programming', /\bsystems (hacker|programming|topics|engineer(ing)?)\b/gi],
  ['Security', /\bsecurity\b/gi],
  ['Infrastructure', /\binfrastructure\b/gi],
  ['Open source', /\bopen[- ]source\b|\bfree software\b/gi],
  ['Python', /\bpython\b/gi],
  ['Rust', /\brust\b/gi],
  ['Java', /\bjava\b/gi],
  ['JavaScript', /\bjavascript\b/gi],
  ['Go', /\bgolang\b/gi],
  ['Linux', /\blinux\b/gi],
  ['Operating systems and kernels', /\b(kernel|operating systems?)\b/gi],
  ['Sandboxing', /\bsandbox(ing)?\b/gi],
  ['Cryptography', /\bcryptograph(y|ic)\b/gi],
  ['Machine learning', /\b(machine learning|deep learning)\b/gi],
  ['Data visualization', /\bdata visuali[sz]ation\b/gi],
  ['Data analysis', /\b(data analysis|analytics|statistics)\b/gi],
  ['Databases', /\b(databases?|postgres(ql)?|sql)\b/gi],
  ['Cloud', /\b(cloud|aws|azure|gcp|kubernetes)\b/gi],
  ['APIs and RPC', /\b(apis?|rpc)\b/gi],
  ['Product management', /\bproduct (management|strategy)\b/gi],
  ['UX and design', /\b(ux|user experiences?|interfaces?|design(ed|er|ing)?|branding)\b/gi],
  ['Community building', /\bcommunit(y|ies)\b/gi],
  ['Sales', /\b(sales|business development|partnerships)\b/gi],
  ['Marketing', /\b(marketing|brand strategy|growth)\b/gi],
  ['Finance', /\b(finance|accounting|fundraising)\b/gi],
  ['Operations', /\boperations\b/gi],
  ['Leadership', /\b(leadership|managing|led (a|the) team)\b/gi],
  ['Research', /\bresearch\b/gi],
  ['Mathematics', /\b(mathematic(s|ian)|combinatorics|proofs?)\b/gi],
  ['Technical writing', /\b(documentation|technical writing)\b/gi],
  ['Robotics', /\brobot(s|ics)\b/gi],
].map(([label, pattern]) => ({ label: label as string, pattern: pattern as RegExp }));

/** Nouns that make "for …" / "built for …" a statement about a market. */
export const MARKET_NOUNS =
  'teams|companies|developers|engineers|businesses|business|organizations|organisations|enterprises|startups|agencies|individuals|freelancers|' +
  'professionals|non-?profits|schools|educators|universities|researchers|scientists|writers|marketers|designers|creators|projects|' +
  'maintainers|communities|governments|hospitals|clinics|retailers|merchants|brands|publishers|sysadmins|administrators|founders|' +
  'managers|leaders|smbs|msps|consultants|makers|hobbyists|students|families';

/** Counts each term's matches in the text. */
export function countTerms(terms: Term[], text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { label, pattern } of terms) {
    const n = (
      text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)) ?? []
    ).length;
    if (n > 0) counts.set(label, (counts.get(label) ?? 0) + n);
  }
  return counts;
}

/** Labels ordered by how often they occur (then list order), at most `max`. */
export function topLabels(counts: Map<string, number>, max: number): string[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([label]) => label);
}
