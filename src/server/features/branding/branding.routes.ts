import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const brandingRoutes = new Hono<AppEnv>();
