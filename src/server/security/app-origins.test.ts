import { describe, expect, it } from 'vitest';
import { appOrigins, refusedOriginMessage } from './app-origins';

describe('appOrigins', () => {
  it('trusts both loopback names for the configured port outside production', () => {
    expect(appOrigins({ APP_URL: 'http://localhost:3000', NODE_ENV: 'development' })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(appOrigins({ APP_URL: 'http://127.0.0.1:4000/', NODE_ENV: 'test' })).toContain('http://localhost:4000');
  });

  it('trusts APP_URL alone in production or on a real host', () => {
    expect(appOrigins({ APP_URL: 'http://localhost:3000', NODE_ENV: 'production' })).toEqual(['http://localhost:3000']);
    expect(appOrigins({ APP_URL: 'https://app.example.com', NODE_ENV: 'development' })).toEqual(['https://app.example.com']);
  });

  it('tells a refused origin which address is configured and how to change it', () => {
    const message = refusedOriginMessage('http://192.168.1.5:3000', { APP_URL: 'http://localhost:3000' });
    expect(message).toContain('http://192.168.1.5:3000');
    expect(message).toContain('http://localhost:3000');
    expect(message).toContain('set the APP_URL environment variable');
  });
});
