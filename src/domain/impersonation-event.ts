/** The window event every part of the SPA hears when an impersonation starts or ends (its own module: the sign-in
 * page's entry needs the name, not the rest of access.ts). */
export const IMPERSONATION_CHANGED_EVENT = 'impersonationChanged';
