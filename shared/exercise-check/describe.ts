import { inspect } from 'node-inspect-extracted';

/**
 * A value as a failed test shows it, on one line: Node.js's util.inspect (extracted, so the page and CI
 * describe a value the same way): `'text'`, `[ 1, 2 ]`, `Map(1) { 'a' => 1 }`, `undefined`.
 */
export function describeValue(value: unknown): string {
  try {
    return inspect(value, { depth: 4, breakLength: Infinity, maxArrayLength: 30, maxStringLength: 300, customInspect: false });
  } catch {
    return 'a value that cannot be shown';
  }
}
