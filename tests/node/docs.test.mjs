// Every console session in docs/API.md, run against the built package: the
// answer printed under each `>` line must be the answer, exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docExamples } from '../docs-examples.mjs';
import nimlab from './pkg.mjs';

const evaluate = (source, scope) => Function('scope', `with (scope) { return (${source}); }`)(scope);

function outcome(expression) {
  try {
    return { value: evaluate(expression, nimlab) };
  } catch (error) {
    return { error: `Error [${error.code}]: ${error.message}` };
  }
}

test('every example in docs/API.md gives the documented answer', () => {
  const examples = docExamples();
  assert.ok(examples.length >= 30, `only ${examples.length} examples found`);
  for (const { expression, expected: text } of examples) {
    const got = outcome(expression);
    if (text.startsWith('Error [')) {
      assert.equal(got.error, text, expression);
    } else {
      assert.equal(got.error, undefined, `${expression} threw ${got.error}`);
      assert.deepEqual(got.value, evaluate(text, {}), expression);
    }
  }
});
