// Sums Vitest and Playwright JSON reports into the one line CI reads: "N passed, N failed".
// Failed tests are named above that line, so the tail of a CI log says what broke.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** Names of the specs whose tests ended with `status` ('unexpected': failed; 'flaky': passed on a retry). */
function playwrightSpecs(suites, status, trail = []) {
  const names = [];
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === status)) names.push([...here, spec.title].join(' › '));
    }
    names.push(...playwrightSpecs(suite.suites, status, here));
  }
  return names;
}

function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) names.push(`${file.name} › ${t.fullName ?? t.title}`);
    if (failedTests.length === 0 && file.status === 'failed') {
      names.push(`${file.name} › (suite failed: ${(file.message ?? '').split('\n')[0]})`);
    }
  }
  return names;
}

let passed = 0;
let failed = 0;
const failures = [];
const flaky = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let p;
  let f;
  let names;
  if (report.stats && 'expected' in report.stats) {
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected;
    names = playwrightSpecs(report.suites, 'unexpected');
    flaky.push(...playwrightSpecs(report.suites, 'flaky').map((n) => `  ~ [${basename(file, '.json')}] ${n}`));
  } else {
    p = report.numPassedTests ?? 0;
    f = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    names = vitestFailures(report);
  }
  console.log(`${basename(file)}: ${p} passed, ${f} failed`);
  failures.push(...names.map((n) => `  ✗ [${basename(file, '.json')}] ${n}`));
  passed += p;
  failed += f;
}
if (flaky.length) console.log(`flaky (passed on a retry):\n${flaky.join('\n')}`);
if (failures.length) console.log(`failed tests:\n${failures.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
