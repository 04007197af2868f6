import { describe, expect, it } from 'vitest';
import type { DiscoveryResult } from '../../shared/prospecting-api';
import { contactsCountLabel, contactsEmptyState, discoveryToast } from './contacts-view';

const base = { hasOrganizations: true, contactsCount: 3, visibleCount: 3, search: '', hadContacts: false };

describe('Contact Discovery empty states', () => {
  it('picks the spec state', () => {
    expect(contactsEmptyState({ ...base, hasOrganizations: false })).toBe('no-organizations');
    expect(contactsEmptyState({ ...base, contactsCount: 0, visibleCount: 0 })).toBe('none-discovered');
    expect(contactsEmptyState({ ...base, contactsCount: 0, visibleCount: 0, hadContacts: true })).toBe('none-current');
    expect(contactsEmptyState({ ...base, visibleCount: 0, search: 'zed' })).toBe('no-match');
    expect(contactsEmptyState(base)).toBeNull();
  });

  it('words the discovery result', () => {
    const run = (contactsFound: number, changes: Partial<DiscoveryResult> = {}) => ({
      success: true,
      skipped: false,
      contactsFound,
      contacts: [],
      ...changes,
    });
    expect(discoveryToast('discover', run(3))).toEqual({
      title: 'Contacts Discovered',
      description: '3 contacts found',
      changed: true,
    });
    expect(discoveryToast('discover', run(0))).toMatchObject({ title: 'Discovery Complete', changed: false });
  });

  it('says what happened in words, and that nothing was charged for nothing found', () => {
    const nothing = {
      contactsFound: 0,
      newCount: 0,
      charged: false,
      summary: 'Could not read gitlab.com: the site did not answer in time; no people provider connected',
    };
    expect(discoveryToast('discover', nothing)).toEqual({
      title: 'Discovery Complete',
      description:
        'Could not read gitlab.com: the site did not answer in time; no people provider connected. No credit was charged.',
      changed: false,
    });
    expect(
      discoveryToast('refresh', {
        contactsFound: 5,
        newCount: 0,
        charged: false,
        summary: '2 sources asked, no new people',
        contactsAdded: 0,
      }),
    ).toEqual({
      title: 'Contacts Refreshed',
      description:
        'Nothing changed: no new contacts or details were found. 2 sources asked, no new people. No credit was charged.',
      changed: false,
    });
    expect(
      discoveryToast('refresh', {
        contactsFound: 5,
        newCount: 2,
        charged: true,
        summary: '2 new people',
        contactsAdded: 2,
      }),
    ).toEqual({
      title: 'Contacts Refreshed',
      description: '2 new contacts.',
      changed: true,
    });
  });

  it('reports only what a refresh changed', () => {
    const run = (changes: Partial<DiscoveryResult>) => ({
      success: true,
      skipped: false,
      contactsFound: 5,
      contacts: [],
      ...changes,
    });
    // Five contacts seen again, none of them new or changed: nothing to report as found.
    expect(discoveryToast('refresh', run({ contactsAdded: 0, contactsUpdated: 0 }))).toEqual({
      title: 'Contacts Refreshed',
      description: 'Nothing changed: no new contacts or details were found.',
      changed: false,
    });
    expect(discoveryToast('mobile', run({ mobileNumbersAdded: 0 }))).toMatchObject({
      description: 'No new mobile numbers were found; nothing changed.',
      changed: false,
    });
    expect(discoveryToast('mobile', run({ mobileNumbersAdded: 2 }))).toEqual({
      title: 'Contacts Refreshed',
      description: '2 mobile numbers added.',
      changed: true,
    });
    expect(
      discoveryToast('refresh', run({ contactsAdded: 1, contactsUpdated: 2, mobileNumbersAdded: 1 })).description,
    ).toBe('1 new contact, 2 contacts updated, 1 mobile number added.');
  });

  it('counts what the search leaves visible', () => {
    expect(contactsCountLabel(12, 12, '')).toBe('12 contacts found');
    expect(contactsCountLabel(1, 1, '')).toBe('1 contact found');
    expect(contactsCountLabel(12, 3, 'eng')).toBe('3 of 12 contacts');
    expect(contactsCountLabel(12, 12, 'e')).toBe('12 contacts found');
  });
});
