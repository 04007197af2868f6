/** A person named on one of the organization's pages; every field is what that page shows, nothing inferred. */
export type FoundPerson = {
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  linkedinUrl: string | null;
  sourceUrl: string;
  fetchedAt: string;
};

/** A shared mailbox (info@, sales@…) the organization publishes: a way to reach it, not a person. */
export type ContactPoint = { email: string; label: string | null; sourceUrl: string };
