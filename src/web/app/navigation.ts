import type { RoleRequirement } from '#domain/roles';

/** Pages whose features land in later work; each says which feature is coming, so no link is dead. */
export const UPCOMING_PAGES: { path: string; title: string; requirement?: RoleRequirement }[] = [];
