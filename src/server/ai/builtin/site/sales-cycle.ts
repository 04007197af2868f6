import type { SiteSnapshot } from '#server/ai/engine';
import { marketingText, pagesOf } from './site-pages';
import { capitalise } from './text';

/** How buying works, phrased from what the pages state: trial length, self-serve sign-up, a free tier, sales contact, annual terms. */
export function extractSalesCycle(site: SiteSnapshot): string {
  const commercial = pagesOf(site, 'home', 'pricing', 'other').map(marketingText).join('\n');
  const pricing = pagesOf(site, 'pricing').map(marketingText).join('\n');
  const trialDays = /\b(\d{1,3})[- ]day (?:free )?trial\b/i.exec(commercial)?.[1];
  const trial = trialDays ? `${trialDays}-day free trial` : /\bfree trial\b/i.test(commercial) ? 'free trial' : '';
  const selfServe =
    /\b(sign up|sign-up|signup|get started|create an account|self-serve|self serve|start for free|try it free|start (your|a) (free )?trial)\b/i.test(
      commercial,
    );
  const freeTier =
    /\bfree (plan|tier|forever)\b|\bforever free\b|\bfree,? forever\b|\balways free\b|\$0\b|\bit'?s free\b/i.test(
      commercial,
    );
  const sales =
    /\b(contact (us|sales)|talk to (sales|us)|book a demo|request a demo|schedule a (demo|call)|get a quote|e-?mail us)\b/i.test(
      pricing || commercial,
    );
  const enterprise = /\benterprise\b/i.test(pricing || commercial);
  const annual =
    /\bannual (plans?|contracts?|billing|pricing)\b|\bbilled annually\b|\bon annual plan\b|\bannual plan\b/i.test(
      commercial,
    );
  const invoice = /\b(purchase orders?|by invoice)\b/i.test(commercial);
  const cancel = /\bcancel (your subscription )?(at )?any ?time\b|\bchange plans any ?time\b/i.test(commercial);

  const parts: string[] = [];
  if (selfServe || trial) {
    const extras = [trial && `a ${trial}`, freeTier && 'a free tier'].filter(Boolean);
    parts.push(`self-serve${extras.length ? ` with ${extras.join(' and ')}` : ''}`);
  } else if (freeTier) parts.push('free tier');
  if (sales) parts.push(enterprise ? 'enterprise via sales' : 'sales help on request');
  if (annual) parts.push(`annual plans available${invoice ? ' (invoice or purchase order)' : ''}`);
  if (cancel) parts.push('cancel or change plans any time');
  return capitalise(parts.join('; '));
}
