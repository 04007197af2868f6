// Importing a job module registers its handler; API and worker processes both load them all here.
import './features/configuration/extract-config.job';
import './features/targeting/targeting.job';
import './features/research/research.job';
import './features/pitches/pitches.job';
import './features/contacts/discovery.job';
import './features/contacts/deep-research.job';
// Bulk actions (src/server/jobs/bulk-actions.ts): each feature registers its own.
import './features/contacts/find-contacts.bulk';
import './features/enrichment/enrich.bulk';
import './features/research/research.bulk';
import './features/sequences/enrol.bulk';
