import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SALESFORCE_OAUTH_MSG, type SalesforceOauthResultDto } from '#domain/crm-oauth';
import { finishSalesforceOauth, keepOauthResult } from '../../../lib/crm-api';

const PARAMS = ['state', 'code', 'error', 'error_description'] as const;
/** States already handed on: a state is single-use, so a second render must not post it again. */
const handled = new Set<string>();

/**
 * Where Salesforce sends the browser back (SALESFORCE_CALLBACK_PATH): hands its query to the server, which checks
 * the state and exchanges the code, then opens the Integrations tab, whose Salesforce card says what happened.
 */
export function SalesforceCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    const state = params.get('state');
    if (state && handled.has(state)) return;
    if (state) handled.add(state);
    const query = Object.fromEntries(PARAMS.flatMap((k) => (params.get(k) !== null ? [[k, params.get(k)!]] : [])));
    const finished: Promise<SalesforceOauthResultDto> = state
      ? finishSalesforceOauth(query).catch((error: Error) => ({ ok: false, message: error.message }))
      : Promise.resolve({ ok: false, message: SALESFORCE_OAUTH_MSG.unknownState });
    void finished.then((result) => {
      keepOauthResult('salesforce', result);
      void client.invalidateQueries({ queryKey: ['crm-connections'] });
      navigate('/dashboard/company?tab=integrations', { replace: true });
    });
  }, [params, navigate, client]);
  return (
    <p className="p-6 text-sm text-muted-foreground" role="status">
      Connecting Salesforce…
    </p>
  );
}
