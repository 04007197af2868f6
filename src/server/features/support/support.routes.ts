import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { backOfficeRoutes } from './back-office.routes';
import { impersonationRoutes } from './impersonation.routes';

/** Support: the back office (/api/support/*), impersonation and log-impersonated-action. Mounted at /api. */
export const supportRoutes = new Hono<AppEnv>().route('/', impersonationRoutes).route('/', backOfficeRoutes);
