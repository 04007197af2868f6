import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const billingRoutes = new Hono<AppEnv>();
