// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { DeploymentPage } from './deployment-page';
import { OptimizationPage } from './optimization-page';

const summary = (windowMinutes: number) => ({
  windowMinutes,
  count: 40,
  perMinute: 8,
  p50: 12,
  p95: 640,
  p99: 900,
  errorRate: 0,
  clientErrorRate: 0.05,
});
const metric = (key: string, label: string, value: number | null, unit: string, status: string) => ({
  key,
  label,
  value,
  unit,
  status,
  warning: 500,
  critical: 1500,
  note: `${label} note`,
});
const SNAPSHOT = {
  generatedAt: '2026-01-01T10:00:00.000Z',
  scope: { pid: 4242, note: '' },
  status: 'warning',
  metrics: [
    metric('requestP95Ms', 'Request latency p95', 640, 'ms', 'warning'),
    metric('errorRate', 'Server error rate', null, 'ratio', 'good'),
  ],
  requests: { last5m: summary(5), last15m: summary(15) },
  queue: {
    queues: [{ name: 'ai-job', created: 2, retry: 0, active: 1 }],
    backlog: 2,
    jobDurations: { windowMinutes: 60, count: 3, failed: 0, p50Ms: 1200, p95Ms: 4000 },
  },
  database: { windowMinutes: 15, samples: 9, p50: 0.4, p95: 1.1 },
  memory: {
    rss: 200_000_000,
    heapTotal: 90_000_000,
    heapUsed: 60_000_000,
    external: 4_000_000,
    arrayBuffers: 1_000_000,
    heapLimit: 4_000_000_000,
    heapUsedRatio: 0.015,
  },
};
const DEPLOYMENT = {
  version: '0.1.0',
  commit: 'abcdef0123456789abcdef0123456789abcdef01',
  buildTime: '2026-01-01T09:00:00.000Z',
  startedAt: '2026-01-01T09:30:00.000Z',
  uptimeSeconds: 3725,
  environment: {
    nodeEnv: 'production',
    database: 'PostgreSQL',
    workerMode: 'in-process workers',
    mail: 'SMTP',
    aiProvider: 'built-in engine',
    nodeVersion: 'v20.20.0',
    pid: 7,
  },
  status: 'degraded',
  dependencies: [
    { name: 'Database', status: 'healthy', latencyMs: 1.2, detail: 'select 1 answered' },
    { name: 'Stripe', status: 'degraded', latencyMs: 0, detail: 'Not configured' },
  ],
  checkedAt: '2026-01-01T10:00:00.000Z',
};

const mocks = vi.hoisted(() => ({ api: vi.fn(), toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({
  useAuth: () => ({ realPlatformRoles: ['tech_support'], impersonating: false }),
}));

function renderWithClient(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('OptimizationPage', () => {
  it('shows rated metric cards, the per-process note and the tables', async () => {
    mocks.api.mockResolvedValue(SNAPSHOT);
    renderWithClient(<OptimizationPage />);
    await waitFor(() => expect(screen.getAllByTestId('metric-card')).toHaveLength(2));
    const latency = screen.getAllByTestId('metric-card')[0]!;
    expect(latency.dataset.status).toBe('warning');
    expect(within(latency).getByTestId('metric-value').textContent).toBe('640 ms');
    expect(within(screen.getAllByTestId('metric-card')[1]!).getByTestId('metric-value').textContent).toBe('—');
    expect(screen.getByTestId('metrics-scope').textContent).toMatch(/this server process only \(PID 4242/);
    expect(screen.getByTestId('queue-list').textContent).toContain('2 waiting · 0 retrying · 1 running');
    expect(mocks.api).toHaveBeenCalledWith('/system/metrics');
  });

  it('runs a maintenance action only after confirmation and toasts its result', async () => {
    mocks.api.mockImplementation((path: string) =>
      path === '/system/metrics'
        ? Promise.resolve(SNAPSHOT)
        : Promise.resolve({
            action: 'vacuum-analyze',
            affected: null,
            durationMs: 30,
            detail: 'Ran ANALYZE on the PGlite database',
          }),
    );
    renderWithClient(<OptimizationPage />);
    fireEvent.click(await screen.findByTestId('maintenance-vacuum-analyze'));
    const dialog = await screen.findByRole('alertdialog');
    expect(mocks.api).not.toHaveBeenCalledWith('/system/maintenance/vacuum-analyze', { method: 'POST' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Ran ANALYZE on the PGlite database'));
    expect(mocks.api).toHaveBeenCalledWith('/system/maintenance/vacuum-analyze', { method: 'POST' });
  });

  it('toasts the spec words when loading or an action fails', async () => {
    mocks.api.mockImplementation((path: string) => Promise.reject(new ApiError(500, `boom ${path}`, null)));
    renderWithClient(<OptimizationPage />);
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Failed to load optimization data', {
        description: 'boom /system/metrics',
      }),
    );
    fireEvent.click(screen.getByTestId('maintenance-purge-expired-contacts'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Purge' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Failed to run optimization', {
        description: 'boom /system/maintenance/purge-expired-contacts',
      }),
    );
  });
});

describe('DeploymentPage', () => {
  it('shows the running build and each dependency, and offers no deploy or rollback', async () => {
    mocks.api.mockResolvedValue(DEPLOYMENT);
    renderWithClient(<DeploymentPage />);
    expect((await screen.findByTestId('build-commit')).textContent).toBe('abcdef0');
    expect(screen.getByTestId('build-version').textContent).toBe('0.1.0');
    expect(screen.getByTestId('build-uptime').textContent).toBe('1h 2m');
    const rows = screen
      .getAllByTestId('dependency-row')
      .map((r) => [r.dataset.dependency, within(r).getByTestId('status-badge').dataset.status]);
    expect(rows).toEqual([
      ['Database', 'healthy'],
      ['Stripe', 'degraded'],
    ]);
    expect(screen.queryByRole('button', { name: /deploy|rollback/i })).toBeNull();
    expect(mocks.api).toHaveBeenCalledWith('/system/deployment');
  });

  it('toasts the spec words when the data cannot be loaded', async () => {
    mocks.api.mockRejectedValue(new ApiError(500, 'down', null));
    renderWithClient(<DeploymentPage />);
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Failed to load deployment data', { description: 'down' }),
    );
  });
});
