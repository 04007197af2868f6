import { describe, expect, it } from 'vitest';
import { crmBadgeText } from './crm';

describe('crmBadgeText', () => {
  const badge = { url: null, owner: 'Dana Reyes' } as const;
  it('spells out a HubSpot lifecycle stage and keeps a Salesforce account type as Salesforce shows it', () => {
    expect(crmBadgeText({ ...badge, crm: 'hubspot', label: 'HubSpot', stage: 'salesqualified_lead' })).toBe(
      'In HubSpot · Salesqualified lead · owner Dana Reyes',
    );
    expect(crmBadgeText({ ...badge, crm: 'salesforce', label: 'Salesforce', stage: 'Customer - Direct' })).toBe(
      'In Salesforce · Customer - Direct · owner Dana Reyes',
    );
  });
});
