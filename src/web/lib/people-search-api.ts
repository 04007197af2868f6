import type { PeopleSaveRow, PeopleSearchBody, PeopleSearchResult, PeopleSearchSaveBody } from '#domain/people-search';
import { api } from './api';

/** People search across organizations (issue 19 item 4). */
export const searchPeople = (body: Partial<PeopleSearchBody>) =>
  api<{ result: PeopleSearchResult }>('/people-search', { body }).then((r) => r.result);

export const savePeopleFound = (body: PeopleSearchSaveBody) =>
  api<{ rows: PeopleSaveRow[]; charged: number }>('/people-search/save', { body });
