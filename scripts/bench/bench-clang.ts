/**
 * `npm run bench:clang`: every figure of the in-page C/C++ compiler (c-family-timing.ts), medians of fresh sandbox
 * frames; results in .bench/clang.json. `npm run bench` prints the short form.
 *   npm run bench:clang                 5 rounds of 5 warm runs each
 *   npm run bench:clang -- --rounds 3
 */
import { parseArgs } from 'node:util';
import { saveResults } from './bench-kit.ts';
import { cFamilyBudgets, measureCFamily, printCFamilyTable } from './c-family-timing.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const timing = await measureCFamily(Number(values.rounds));
console.log(JSON.stringify(timing, null, 2));
printCFamilyTable(timing);
const checks = cFamilyBudgets(timing);
for (const check of checks) console.log(`${check.pass ? 'pass' : 'FAIL'}: ${check.budget} (${check.value})`);
await saveResults('clang', timing);
process.exitCode = checks.every((check) => check.pass) ? 0 : 1;
