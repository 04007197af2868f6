import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDuration,
  formatMetricValue,
  formatPercent,
  formatUptime,
  shortCommit,
  thresholdFill,
} from './system-format';

describe('system dashboard formatting', () => {
  it('formats durations', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(3.25)).toBe('3.3 ms');
    expect(formatDuration(412.4)).toBe('412 ms');
    expect(formatDuration(1450)).toBe('1.5 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
  });

  it('formats uptime, bytes and percentages', () => {
    expect(formatUptime(45)).toBe('45s');
    expect(formatUptime(723)).toBe('12m 3s');
    expect(formatUptime(5 * 3600 + 120)).toBe('5h 2m');
    expect(formatUptime(3 * 86_400 + 4 * 3600)).toBe('3d 4h');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(241_382_195)).toBe('230.2 MiB');
    expect(formatPercent(0.0123)).toBe('1.2%');
  });

  it('formats metric values by unit and fills bars against the critical limit', () => {
    expect(formatMetricValue(null, 'ms')).toBe('—');
    expect(formatMetricValue(250, 'ms')).toBe('250 ms');
    expect(formatMetricValue(0.05, 'ratio')).toBe('5%');
    expect(formatMetricValue(3, 'jobs')).toBe('3 jobs');
    expect(thresholdFill(null, 100)).toBe(0);
    expect(thresholdFill(50, 200)).toBe(25);
    expect(thresholdFill(500, 200)).toBe(100);
  });

  it('shortens commits but leaves "unknown" alone', () => {
    expect(shortCommit('0123456789abcdef0123456789abcdef01234567')).toBe('0123456');
    expect(shortCommit('unknown')).toBe('unknown');
  });
});
