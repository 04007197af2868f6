import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const securityRoutes = new Hono<AppEnv>();
