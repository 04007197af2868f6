import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const statusRoutes = new Hono<AppEnv>();
