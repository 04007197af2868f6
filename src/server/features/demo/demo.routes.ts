import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const demoRoutes = new Hono<AppEnv>();
