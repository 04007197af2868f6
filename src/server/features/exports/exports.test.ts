import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { suppressionEntries } from '../../db/schema/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { subjectHash } from '../privacy/subject-keys';
import { memberOf, seedAccounts, seedAnalysis, seedContacts, type Owner } from '../tables/tables.test-support';
import { EXPORT_BATCH } from './export-rows';

describe('POST /api/exports: CSV and XLSX of a table view or a selection, streamed', () => {
  let t: TestApp;
  let owner: Owner;
  let accounts: Map<string, string>;
  const COUNT = EXPORT_BATCH + 150;

  const exportFile = async (body: unknown, cookie = owner.cookie) => {
    const res = await t.app.request('/api/exports', {
      method: 'POST',
      headers: { origin: t.env.APP_URL, 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const csvRows = (bytes: Buffer) =>
    bytes
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    owner = await t.ownerWithCompany('export-owner@acme.io', 'Export Co', 'export-co');
    accounts = await seedAccounts(
      t,
      owner,
      Array.from({ length: COUNT }, (_, i) => ({
        name: `Account ${String(i).padStart(4, '0')}`,
        industry: i % 2 ? 'Software' : 'Retail',
        employeeCount: i,
        location: i === 7 ? '=HYPERLINK("http://evil")' : 'Berlin, Germany',
      })),
    );
    const org = await seedAnalysis(t, owner, [{ name: 'Northwind', fitScore: 80, source: 'apollo' }]);
    await seedContacts(t, owner, org.ids.get('Northwind')!, [
      { name: 'Ann Lee', email: 'ann@northwind.example', emailStatus: 'verified', source: 'page' },
      { name: 'Bo Chan', email: 'bo@blocked.example', emailStatus: 'verified' },
      { name: 'Cy Diaz', email: 'cy@northwind.example', emailStatus: 'invalid', source: 'hunter' },
    ]);
    await t.database.db.insert(suppressionEntries).values({
      companyId: owner.companyId,
      kind: 'email',
      value: 'bo@blocked.example',
      valueHash: subjectHash(owner.companyId, { kind: 'email', value: 'bo@blocked.example' }),
      reason: 'manual',
    });
  });
  afterAll(() => t.close());

  it('exports every row a view matches as CSV, past one batch, in the view’s order, with the chosen columns', async () => {
    const file = await exportFile({
      format: 'csv',
      selection: { kind: 'imported_accounts', filter: { industry: ['Software'] } },
      sort: { by: 'employeeCount', dir: 'desc' },
      columns: ['name', 'employeeCount'],
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/text\/csv/);
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="accounts-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvRows(file.bytes);
    // The visible columns, then the source every export carries and each field's own source (none: all imported).
    expect(lines[0]).toBe('Name,Employees,Source,Field sources');
    expect(lines).toHaveLength(1 + COUNT / 2);
    expect(lines[1]).toBe(`Account ${String(COUNT - 1).padStart(4, '0')},${COUNT - 1},Imported,`);
    expect(lines.at(-1)).toBe('Account 0001,1,Imported,');
  });

  it('neutralises spreadsheet formulas in CSV cells', async () => {
    const file = await exportFile({
      format: 'csv',
      selection: { kind: 'imported_accounts', ids: [accounts.get('Account 0007')] },
      columns: ['name', 'location'],
    });
    expect(csvRows(file.bytes)[1]).toBe(`Account 0007,"'=HYPERLINK(""http://evil"")",Imported,`);
  });

  it('never exports a do-not-contact person; an invalid e-mail is blank beside its status', async () => {
    const file = await exportFile({ format: 'csv', selection: { kind: 'contacts', filter: {} } });
    const lines = csvRows(file.bytes);
    expect(lines[0]).toBe(
      'Name,Title,Organization,Department,Seniority,Fit score,E-mail,E-mail status,Source,' +
        'Pitch solution,Pitch source,Pitch subject,Pitch body',
    );
    expect(lines.slice(1).sort()).toEqual([
      'Ann Lee,,Northwind,,,,ann@northwind.example,Verified,Public page,,,,',
      'Cy Diaz,,Northwind,,,,,Invalid,Hunter,,,,',
    ]);
    expect(file.bytes.toString('utf8')).not.toContain('blocked.example');
  });

  it('writes XLSX that a spreadsheet reader opens, every row and the statuses', async () => {
    const file = await exportFile({ format: 'xlsx', selection: { kind: 'imported_accounts', filter: {} } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + COUNT);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Domain',
      'Industry',
      'Size',
      'Employees',
      'Location',
      'Source',
      'Contacts',
      'Field sources',
    ]);
    expect(sheet.getRow(2).getCell(1).value).toBe('Account 0000');
    expect(sheet.getRow(2).getCell(5).value).toBe(0);
    const orgs = await exportFile({ format: 'xlsx', selection: { kind: 'organizations', filter: {} } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(orgs.bytes as unknown as ArrayBuffer);
    const row = book.worksheets[0]!.getRow(2).values as unknown[];
    expect(row).toContain('Great Fit');
    expect(row).toContain('Apollo');
  });

  it('lets a viewer export what they read, not the all-contacts view; refuses bad requests clearly', async () => {
    const viewer = await memberOf(t, 'export-viewer@acme.io', owner.companyId, 'viewer');
    const accountsFile = await exportFile(
      { format: 'csv', selection: { kind: 'imported_accounts', filter: {} } },
      viewer.cookie,
    );
    expect(accountsFile.status).toBe(200);
    const contactsFile = await exportFile(
      { format: 'csv', selection: { kind: 'contacts', filter: {} } },
      viewer.cookie,
    );
    expect(contactsFile.status).toBe(403);
    const bad = [
      { format: 'pdf', selection: { kind: 'imported_accounts', filter: {} } },
      { format: 'csv', selection: { kind: 'imported_accounts', filter: { fit: ['great'] } } },
      { format: 'csv', selection: { kind: 'imported_accounts', filter: {} }, sort: { by: 'website', dir: 'asc' } },
      { format: 'csv', selection: { kind: 'imported_accounts', ids: [] } },
    ];
    for (const body of bad) expect((await exportFile(body)).status, JSON.stringify(body)).toBe(422);
    const unknownList = await exportFile({
      format: 'csv',
      selection: { kind: 'imported_accounts', filter: { list: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(unknownList.status).toBe(404);
  });
});

describe('saved searches and table preferences', () => {
  let t: TestApp;
  let owner: Owner;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    owner = await t.ownerWithCompany('saved-owner@acme.io', 'Saved Co', 'saved-co');
    await seedAccounts(t, owner, [
      { name: 'Old Software', industry: 'Software' },
      { name: 'Old Retail', industry: 'Retail' },
    ]);
  });
  afterAll(() => t.close());

  it('saves filters and columns, and a re-run marks the rows new since the last run', async () => {
    const saved = await t.call(
      'POST',
      '/api/saved-searches',
      {
        name: 'Software accounts',
        kind: 'imported_accounts',
        filter: { industry: ['Software'] },
        columns: ['name', 'industry'],
      },
      owner.cookie,
    );
    expect(saved.status).toBe(201);
    const id = saved.json.search.id;
    const firstRun = await t.call('POST', `/api/saved-searches/${id}/run`, undefined, owner.cookie);
    expect(firstRun.json.since).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await seedAccounts(t, owner, [{ name: 'New Software', industry: 'Software' }]);
    const rerun = await t.call('POST', `/api/saved-searches/${id}/run`, undefined, owner.cookie);
    expect(rerun.json.since).toBe(firstRun.json.search.lastRunAt);
    const page = await t.call(
      'GET',
      `/api/tables/imported-accounts?industry=Software&since=${encodeURIComponent(rerun.json.since)}`,
      undefined,
      owner.cookie,
    );
    expect(page.json.newCount).toBe(1);
    expect(page.json.rows.map((r: { name: string; isNew: boolean }) => [r.name, r.isNew])).toEqual([
      ['New Software', true],
      ['Old Software', false],
    ]);
    const listed = await t.call('GET', '/api/saved-searches?kind=imported_accounts', undefined, owner.cookie);
    expect(listed.json.searches[0]).toMatchObject({
      name: 'Software accounts',
      filter: { industry: ['Software'] },
      columns: ['name', 'industry'],
    });
    const wrongKind = await t.call(
      'POST',
      '/api/saved-searches',
      { name: 'x', kind: 'imported_accounts', filter: { seniority: ['executive'] } },
      owner.cookie,
    );
    expect(wrongKind.status).toBe(422);
    expect((await t.call('DELETE', `/api/saved-searches/${id}`, undefined, owner.cookie)).json.success).toBe(true);
  });

  it('remembers table or cards and hidden columns per user, on the server', async () => {
    const put = await t.call('PUT', '/api/preferences/tables/targeting', { view: 'cards' }, owner.cookie);
    expect(put.json.preference).toEqual({ view: 'cards', hiddenColumns: null });
    await t.call('PUT', '/api/preferences/tables/targeting', { hiddenColumns: ['website'] }, owner.cookie);
    const got = await t.call('GET', '/api/preferences/tables', undefined, owner.cookie);
    expect(got.json.preferences).toEqual({ targeting: { view: 'cards', hiddenColumns: ['website'] } });
    const teammate = await memberOf(t, 'saved-viewer@acme.io', owner.companyId, 'viewer');
    expect((await t.call('GET', '/api/preferences/tables', undefined, teammate.cookie)).json.preferences).toEqual({});
    expect((await t.call('PUT', '/api/preferences/tables/nope', { view: 'cards' }, owner.cookie)).status).toBe(404);
    expect((await t.call('PUT', '/api/preferences/tables/accounts', { view: 'grid' }, owner.cookie)).status).toBe(422);
  });
});
