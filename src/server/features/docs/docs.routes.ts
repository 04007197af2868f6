import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const docsRoutes = new Hono<AppEnv>();
