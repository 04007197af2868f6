/** The Documentation Hub's content: rendered by the SPA and exported as PDF by the server (one source). */

/** A labelled fact inside a section (a role, a limit, a band, a retention period). */
export type DocItem = { term: string; description: string };
export type DocSection = { id: string; title: string; paragraphs: string[]; items?: DocItem[] };
export type DocFaq = { question: string; answer: string };
export type DocTutorial = { title: string; description: string };

export const DOCS_TITLE = 'Scoutline Documentation';

export const DOC_SECTIONS: readonly DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    paragraphs: [
      'Scoutline is a sales-intelligence workspace: describe your product and ideal customer once, and the AI finds and ranks target organizations, researches accounts, discovers decision-makers and drafts outreach pitches.',
      'Sign up with your work e-mail (free providers such as Gmail are not accepted), confirm the address from the e-mail we send, then create a company workspace or join one through an invitation. Everything you create belongs to the current company and is invisible to other companies.',
      'A new company starts on the trial plan with 100 AI credits and room for 5 users. Each AI operation (targeting run, account research, pitch, contact discovery, deep contact research) costs one credit when it succeeds; a failed operation is refunded.',
    ],
  },
  {
    id: 'ai-configuration',
    title: 'AI Configuration',
    paragraphs: [
      'The AI configuration on the dashboard tells Scoutline what you sell and to whom: product name, website, description and target market are required; success industries, key decision makers, sales cycle, pricing model, metrics, competitors and feedback sharpen the results.',
      "Each member keeps their own configuration and their own analyses, so nobody overwrites a teammate's. To start from a colleague's, choose Start from a teammate's configuration and copy it: you get your own copy to change, theirs stays as it is. Account Research and Contact Discovery list the organizations the whole company has found.",
      'Auto-Fill from Website reads your public website and fills the fields it can support from the pages it read; anything it could not find stays empty for you to complete. Review the result before saving.',
      'The more specific the target market (industry, company size, region), the better the ranking. Competitors you list, and organizations in your own product category, are marked Competitor and listed after the buyers as Poor Fit.',
    ],
  },
  {
    id: 'targeting',
    title: 'Organization Targeting and Fit Scores',
    paragraphs: [
      'Start AI Analysis ranks organizations from the bundled directory and from account lists you imported against your configuration. Each result carries a fit score, a fit category and the reasons it matched.',
      'Only organizations with a real fit signal are listed (at most 50): a fit of at least 45 % and a word of your configuration in their own description or keywords. An industry match alone is not enough. When none qualify, the analysis says No good fits found and why, so you can sharpen the configuration or import your own accounts.',
      'The documented fit score bands use a 1-10 scale. Scoutline shows fit as a percentage (0-100 %); divide it by ten to read it on that scale, so an 82 % fit is 8.2.',
      'The filters in the app use their own categories: Great Fit (75 % and above), Good Fit (55-74 %), Okay Fit (35-54 %) and Poor Fit (below 35 %). The boundaries do not line up exactly with the bands: a 77 % organization is a Great Fit in the app but 7.7 ("good") on the 10-point scale.',
    ],
    items: [
      {
        term: '8-10: Excellent',
        description: 'About 80-100 % in the app, all Great Fit. Research these accounts first.',
      },
      {
        term: '5-7: Good',
        description:
          'About 50-79 % in the app: mostly Good Fit, with Great Fit at the top and Okay Fit at the bottom. Worth researching.',
      },
      {
        term: '1-4: Lower priority',
        description: 'Below about 50 % in the app: Okay Fit and Poor Fit. Approach only with a specific reason.',
      },
    ],
  },
  {
    id: 'research',
    title: 'Account Research and Pitches',
    paragraphs: [
      'Pick an organization in Account Research and choose Research Organization. Scoutline reads the organization\'s public website and writes an overview (revenue, employees, founded, industry, headquarters, website), reasons to target it, recommended solutions with a priority and key insights. Facts it could not find read "Not available"; nothing is invented. When the website cannot be read (it does not answer, refuses, forbids robots or is not a web page), the research says so in words, relies on the stored record only and costs no credit.',
      'Each recommended solution can generate a pitch, which opens in a dialog with a copy button, and can open the contacts for that solution.',
    ],
  },
  {
    id: 'contacts',
    title: 'Contact Discovery',
    paragraphs: [
      'Contact Discovery finds people at an organization from its public pages and your imported contact lists. A contact without a source page is marked unverified and never gets an invented e-mail or phone number.',
      'Phone numbers are masked to their last four digits and every view is logged. Each user may open 50 contacts per day; contact data expires 90 days after discovery and is then deleted.',
      'Deep research on a single contact takes 5-10 minutes and fills in background, education, skills, achievements, role and interests where sources support them.',
    ],
  },
  {
    id: 'roles',
    title: 'Team Roles and Permissions',
    paragraphs: [
      'Every member of a company has one company role. Owners and admins invite people (by e-mail or with the invite link) and choose the role; invitations can be sent as viewer, member or admin.',
      'Platform roles are separate and held by Scoutline staff: tech support and super admins can open the back office, the Testing, Deployment and Optimization dashboards, and impersonate users to help them.',
    ],
    items: [
      {
        term: 'Owner',
        description: 'Full access to the company: settings, billing, branding, team and all research features.',
      },
      {
        term: 'Admin',
        description: 'Manages users and invitations and most company settings, and uses every research feature.',
      },
      {
        term: 'Member',
        description: 'Core features: AI configuration, targeting, account research, pitches and contact discovery.',
      },
      { term: 'Viewer', description: "Read-only access to the company's data." },
    ],
  },
  {
    id: 'api-limits',
    title: 'API Limits and Errors',
    paragraphs: [
      'The documented limits below apply to everything the web app and integrations call, and the server enforces them. Hourly limits count requests in fixed clock hours; each answer carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset. When a limit is reached the API answers 429 with a Retry-After header; wait that long and retry.',
    ],
    items: [
      { term: 'Per user', description: '1000 requests per hour.' },
      { term: 'Per company', description: '10,000 requests per hour.' },
      {
        term: 'Contact data',
        description: '50 contact data requests per day per user (the daily contact view limit).',
      },
      { term: 'Discoveries', description: '100 contact discoveries per day per user (failed runs do not count).' },
      { term: '401 Unauthorized', description: 'No valid session: sign in again.' },
      { term: '403 Forbidden', description: 'Signed in, but your role does not allow this action.' },
      { term: '429 Too Many Requests', description: 'A limit was reached: wait before retrying.' },
    ],
  },
  {
    id: 'data-retention',
    title: 'Data Retention and Security',
    paragraphs: [
      "Company data is isolated: every query is scoped to the current company and the database's row-level security hides other companies' rows. Contact access is logged.",
    ],
    items: [
      {
        term: 'Contact data',
        description: '90 days after discovery, then deleted automatically (an hourly job removes expired contacts).',
      },
      { term: 'Audit log', description: '1 year.' },
      { term: 'Backups', description: '30 days.' },
    ],
  },
];

export const DOC_FAQS: readonly DocFaq[] = [
  {
    question: 'What does one AI credit buy?',
    answer:
      'One successful AI operation: a targeting run, an account research, a pitch, a contact discovery or a deep contact research. Failed operations are refunded.',
  },
  {
    question: 'Why does an organization show "Not available" for revenue or employees?',
    answer:
      "Scoutline only shows facts it found in the bundled directory, your imports or the organization's own pages. When no source gives a figure, it says so instead of guessing.",
  },
  {
    question: 'How is the fit score calculated?',
    answer:
      'It compares your AI configuration (industries, size, region, keywords) with what is known about each organization and calibrates the result to 0-100 %. The reasons shown with each result list what matched.',
  },
  {
    question: 'Why can I not see more contacts today?',
    answer:
      'Each user may open 50 contacts per day. Contacts already opened today stay visible; new ones become available the next day.',
  },
  {
    question: 'Why did a contact disappear?',
    answer:
      'Contact data is kept for 90 days after discovery and then deleted. Run Contact Discovery again to refresh it.',
  },
  {
    question: 'How do I invite my team?',
    answer:
      'Owners and admins open Company Settings, then Team Management, and invite by e-mail or copy the invite link. Your plan sets the maximum number of users.',
  },
  {
    question: 'Who can change company settings?',
    answer:
      'Owners have full access; admins manage users and most settings; members use the core features; viewers can only read.',
  },
  {
    question: 'What happens when I hit an API limit?',
    answer:
      'The API answers 429 Too Many Requests with a Retry-After header. Wait and retry; the documented limits are 1000 requests per hour per user, 10,000 per hour per company, 50 contact data requests per day and 100 contact discoveries per day.',
  },
];

export const DOC_TUTORIALS: readonly DocTutorial[] = [
  {
    title: 'Getting Started with Scoutline',
    description: 'Create your workspace, invite your team and run your first analysis.',
  },
  {
    title: 'Configuring Your AI Profile',
    description: 'Describe your product and ideal customer, or auto-fill from your website.',
  },
  {
    title: 'Finding Target Organizations',
    description: 'Run Organization Targeting and read fit scores and categories.',
  },
  { title: 'Researching an Account', description: 'Generate account research, recommended solutions and pitches.' },
  { title: 'Discovering Contacts', description: 'Find decision-makers, open profiles and run deep research.' },
  { title: 'Managing Your Team', description: 'Roles, invitations and company settings for owners and admins.' },
];
