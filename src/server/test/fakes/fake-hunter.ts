import type { FakePerson } from './fake-people';
import { startFakeProvider, type FakeReply, type FakeRequest } from './fake-provider-server';

/** Hunter's documented error body: { errors: [{ id, code, details }] }. */
const hunterError = (status: number, id: string, details: string): FakeReply => ({
  status,
  body: { errors: [{ id, code: status, details }] },
});

const refuse = (req: FakeRequest, key: string): FakeReply | null =>
  req.query.get('api_key') === key
    ? null
    : hunterError(401, 'authentication_failed', 'No user found for the API key supplied');

const source = (domain: string) => ({
  domain,
  uri: `http://${domain}/team`,
  extracted_on: '2026-10-02',
  last_seen_on: '2026-11-20',
  still_on_page: true,
});

/** A Hunter domain-search e-mail record as the documentation gives it. */
export const hunterEmail = (p: FakePerson) => ({
  value: p.email,
  type: 'personal',
  confidence: p.hunterStatus === 'valid' ? 96 : 71,
  sources: [source(p.domain)],
  first_name: p.firstName,
  last_name: p.lastName,
  position: p.title,
  seniority: p.seniority,
  department: null,
  linkedin: p.linkedin,
  twitter: null,
  phone_number: null,
  verification: { date: '2026-11-20', status: p.hunterStatus },
});

/**
 * A local Hunter: GET /v2/account, /v2/domain-search (limit/offset paging, meta.results),
 * /v2/email-finder and /v2/email-verifier, the key in the api_key query parameter.
 */
export function startFakeHunter({
  key,
  people,
  mailboxes = people,
  port,
}: {
  key: string;
  people: FakePerson[];
  /** The addresses the verifier knows (every real mailbox, not only those domain search lists). */
  mailboxes?: FakePerson[];
  port?: number;
}) {
  return startFakeProvider({
    port,
    authorize: (req) => refuse(req, key),
    routes: {
      'GET /v2/account': () => ({
        body: {
          data: {
            email: 'owner@scoutline.example',
            plan_name: 'Starter',
            requests: {},
          },
        },
      }),
      'GET /v2/domain-search': (req) => {
        const domain = req.query.get('domain');
        if (!domain) return hunterError(400, 'wrong_params', 'You are missing the domain parameter');
        const limit = Math.min(100, Number(req.query.get('limit') ?? 10));
        const offset = Number(req.query.get('offset') ?? 0);
        const seniority = req.query.get('seniority')?.split(',');
        const atDomain = people.filter((p) => p.domain === domain && (!seniority || seniority.includes(p.seniority)));
        return {
          body: {
            data: {
              domain,
              disposable: false,
              webmail: false,
              accept_all: false,
              pattern: '{first}.{last}',
              organization: domain,
              emails: atDomain.slice(offset, offset + limit).map(hunterEmail),
            },
            meta: {
              results: atDomain.length,
              limit,
              offset,
              params: { domain },
            },
          },
        };
      },
      'GET /v2/email-finder': (req) => {
        const domain = req.query.get('domain');
        const first = req.query.get('first_name')?.toLowerCase();
        const last = req.query.get('last_name')?.toLowerCase();
        if (!domain || !first || !last) return hunterError(400, 'wrong_params', 'You are missing a parameter');
        const found = people.find(
          (p) => p.domain === domain && p.firstName.toLowerCase() === first && p.lastName.toLowerCase() === last,
        );
        if (!found) return hunterError(404, 'email_not_found', 'No email found for this person');
        return {
          body: {
            data: {
              first_name: found.firstName,
              last_name: found.lastName,
              email: found.email,
              score: found.hunterStatus === 'valid' ? 97 : 64,
              domain,
              accept_all: found.hunterStatus === 'accept_all',
              position: found.title,
              linkedin_url: found.linkedin,
              sources: [source(domain)],
              verification: { date: '2026-11-20', status: found.hunterStatus },
            },
            meta: { params: { first_name: first, last_name: last, domain } },
          },
        };
      },
      'GET /v2/email-verifier': (req) => {
        const email = req.query.get('email')?.toLowerCase();
        if (!email) return hunterError(400, 'wrong_params', 'You are missing the email parameter');
        const known = mailboxes.find((p) => p.email === email);
        const status = known?.hunterStatus ?? 'unknown';
        return {
          body: {
            data: {
              status,
              result: status === 'valid' ? 'deliverable' : status === 'invalid' ? 'undeliverable' : 'risky',
              score: status === 'valid' ? 100 : status === 'invalid' ? 0 : 50,
              email,
              regexp: true,
              gibberish: false,
              disposable: false,
              webmail: false,
              mx_records: true,
              smtp_server: true,
              smtp_check: status === 'valid',
              accept_all: status === 'accept_all',
              block: false,
              sources: [],
            },
            meta: { params: { email } },
          },
        };
      },
    },
  });
}
