/** Salesforce's login host for the OAuth flows, unless SALESFORCE_LOGIN_URL points elsewhere (a sandbox, tests). */
export const SALESFORCE_LOGIN_URL = 'https://login.salesforce.com';
