import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const invitationRoutes = new Hono<AppEnv>();
