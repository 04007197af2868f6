import { Hono } from 'hono';
import type { AppEnv } from '../../context';

export const supportRoutes = new Hono<AppEnv>();
