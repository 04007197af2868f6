import { describe, expect, it } from 'vitest';
import playwrightConfig, { E2E_SERVER_LOG } from '../../playwright.config';
import vitestConfig from '../../vitest.config';

/** `npm test` ends with its counts in sight: the server's log goes to a file, passing tests' console is dropped. */
describe('test output', () => {
  it("sends the e2e server's output to a file under test-results/", () => {
    const server = playwrightConfig.webServer as { command: string };
    expect(E2E_SERVER_LOG).toMatch(/^test-results\/.+\.log$/);
    expect(server.command).toMatch(new RegExp(`node dist/server/main\\.js > ${E2E_SERVER_LOG} 2>&1$`));
  });

  it("shows a test's console output only when the test fails", () => {
    expect((vitestConfig as { test?: { silent?: unknown } }).test?.silent).toBe('passed-only');
  });
});
