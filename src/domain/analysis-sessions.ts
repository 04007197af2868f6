/**
 * Analysis sessions belong to the user who made them (spec: "analysis_sessions: latest by user"):
 * each member has their own AI configuration and analyses inside the company's data.
 */
export const SESSION_MSG = {
  teammateConfigNotFound:
    "That teammate's configuration was not found. It may have been changed; reload and try again.",
  notYourSession: 'You can only change your own analysis sessions.',
} as const;
