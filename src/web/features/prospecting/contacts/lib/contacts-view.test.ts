import { describe, expect, it } from 'vitest';
import type { Contact } from '../../shared/types';
import { contactsEmptyState, discoveryToast, filterContacts } from './contacts-view';

const base = { hasOrganizations: true, contactsCount: 3, visibleCount: 3, search: '', hadContacts: false };

describe('Contact Discovery empty states', () => {
  it('picks the spec state', () => {
    expect(contactsEmptyState({ ...base, hasOrganizations: false })).toBe('no-organizations');
    expect(contactsEmptyState({ ...base, contactsCount: 0, visibleCount: 0 })).toBe('none-discovered');
    expect(contactsEmptyState({ ...base, contactsCount: 0, visibleCount: 0, hadContacts: true })).toBe('none-current');
    expect(contactsEmptyState({ ...base, visibleCount: 0, search: 'zed' })).toBe('no-match');
    expect(contactsEmptyState(base)).toBeNull();
  });

  it('searches name, title and department', () => {
    const contacts = [
      { id: '1', name: 'Ada Lovelace', title: 'CTO', department: 'Engineering' },
      { id: '2', name: 'Grace Hopper', title: 'VP Sales', department: 'Sales' },
    ] as Contact[];
    expect(filterContacts(contacts, 'engin').map((c) => c.id)).toEqual(['1']);
    expect(filterContacts(contacts, 'SALES').map((c) => c.id)).toEqual(['2']);
    expect(filterContacts(contacts, '  ')).toHaveLength(2);
  });

  it('words the discovery result', () => {
    expect(discoveryToast('discover', { contactsFound: 3 })).toEqual({ title: 'Contacts Discovered', description: '3 contacts found' });
    expect(discoveryToast('discover', { contactsFound: 0 }).title).toBe('Discovery Complete');
    expect(discoveryToast('refresh', { contactsFound: 0 }).title).toBe('Contacts Refreshed');
    expect(discoveryToast('mobile', { contactsFound: 1 })).toEqual({ title: 'Contacts Refreshed', description: '1 new contact found' });
  });

  it('says what happened in words, and that nothing was charged for nothing found', () => {
    const nothing = { contactsFound: 0, newCount: 0, charged: false, summary: 'Could not read gitlab.com: the site did not answer in time; no people provider connected' };
    expect(discoveryToast('discover', nothing)).toEqual({
      title: 'Discovery Complete',
      description: 'Could not read gitlab.com: the site did not answer in time; no people provider connected. No credit was charged.',
    });
    expect(discoveryToast('refresh', { contactsFound: 5, newCount: 2, charged: true, summary: '2 new people; no people provider connected' })).toEqual({
      title: 'Contacts Refreshed',
      description: '2 new people; no people provider connected',
    });
  });
});
